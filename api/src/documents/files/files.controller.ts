import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, ROLES } from '@stages/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../platform/domain-error.js';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import { FilesRepository, PUBLIC_FILE_KINDS } from './files.repository.js';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesRepository) {}

  /**
   * Logos and stage images are public. An organization's documents reach its own account and
   * the administrators only, and are downloaded rather than shown.
   */
  @Get(':id')
  @ApiOkResponse({ description: 'The file, with its type' })
  async download(
    @Param('id', { schema: z.uuid() }) id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.files.find(id);
    if (!file) throw new DomainError(ErrorCode.fileNotFound, 'No such file', 404);
    const isPublic = PUBLIC_FILE_KINDS.has(file.kind);
    if (!isPublic) {
      const user = request.auth?.user;
      if (!user) throw new DomainError(ErrorCode.notAuthenticated, 'Sign in to do this.', 401);
      if (user.id !== file.ownerUserId && user.role !== ROLES.administrator) {
        throw new DomainError(ErrorCode.fileForbidden, 'This document is not yours', 403);
      }
    }
    void reply
      .header('content-type', file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header(
        'cache-control',
        isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
      )
      .header(
        'content-disposition',
        contentDisposition(isPublic ? 'inline' : 'attachment', file.originalName),
      );
    return Buffer.from(file.content);
  }
}
