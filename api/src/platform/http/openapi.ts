import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ApiError } from '@stages/contracts';
import { z } from 'zod';

export const OPENAPI_JSON_PATH = 'api/v1/openapi.json';
export const OPENAPI_UI_PATH = 'api/v1/docs';

/**
 * The API description, generated from the controllers and the contracts' schemas at start,
 * so it cannot drift from the code. Every operation documents the common error body.
 */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Stages platform API')
      .setDescription(
        'Holiday and activity camps (stages) of Belgian organizations, and the enrollments of ' +
          'children. JSON fields are snake_case; errors share one body with a stable `code`.',
      )
      .setVersion('1')
      .build(),
  );
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.ApiError = z.toJSONSchema(ApiError, {
    target: 'openapi-3.0',
  }) as never;
  const errorResponse = {
    description: 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  };
  for (const path of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = path[method];
      if (!operation) continue;
      operation.responses['4XX'] ??= errorResponse;
      operation.responses['5XX'] ??= errorResponse;
    }
  }
  return document;
}

export function serveOpenApi(app: NestFastifyApplication) {
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Stages platform API',
    // Past 150 tags and operations Swagger UI draws only those in view as one scrolls; the
    // filter box narrows the list to the tags a reader looks for.
    swaggerOptions: { filter: true },
  });
}
