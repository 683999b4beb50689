import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FamilyStageMessage } from '@stages/contracts';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { StageMessagesQuery } from '../queries/stage-messages.query.js';

/**
 * What organizers wrote to the family about its stages, for every parent of the family (own or
 * shared): another family's messages are not among them.
 */
@ApiTags('camp days')
@Controller('stage-messages')
@Access({ confirmed: true, role: 'parent' })
export class FamilyMessagesController {
  constructor(private readonly messages: StageMessagesQuery) {}

  /** Newest first, each with its stage and organization. */
  @Get()
  @ApiOkResponse({ standardSchema: z.array(FamilyStageMessage) })
  list(@Authenticated() { user }: Authentication): Promise<FamilyStageMessage[]> {
    return this.messages.forFamily(user.id);
  }
}
