import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthReport } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ standardSchema: HealthReport, description: 'Everything is healthy' })
  @ApiServiceUnavailableResponse({
    standardSchema: HealthReport,
    description:
      'The database or the event store is unreachable, or a projection failed or stalled',
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.health.report();
    void reply.status(report.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return report;
  }
}
