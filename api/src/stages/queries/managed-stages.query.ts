import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type EventStore,
  type StageDetail,
  stageStream,
  stageSlugStream,
} from '@stages/contracts';
import type { UserRecord } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { loadAggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { slugAggregate } from '../domain/slug-reservation.js';
import { liveStage, stageAggregate, type Stage, type StageActor } from '../domain/stage.js';
import { stageDetailOf, viewOfStage } from './stage-view.js';

/**
 * Stages read from their own streams, for those who change them: what they just did shows at
 * once, without waiting for the catalogue.
 */
@Injectable()
export class ManagedStagesQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly organizations: OrganizationsRepository,
  ) {}

  /** The stage at this address; 404 when there is none, or it was deleted. */
  async bySlug(slug: string): Promise<Stage> {
    const reservation = await loadAggregate(this.store, stageSlugStream(slug), slugAggregate);
    const { stageId } = reservation.state;
    if (!stageId) throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    const { state } = await loadAggregate(this.store, stageStream(stageId), stageAggregate);
    return liveStage(state);
  }

  /** The stage at this address and the caller acting on it, who must belong to its owner. */
  async ownedBy(user: UserRecord, slug: string): Promise<{ stage: Stage; by: StageActor }> {
    const stage = await this.bySlug(slug);
    const organization = await this.organizations.findByOwner(user.id);
    if (organization?.id !== stage.organizationId) {
      throw new DomainError(
        ErrorCode.stageNotOwner,
        'This stage belongs to another organization',
        403,
      );
    }
    return { stage, by: { kind: 'organization', organizationId: organization.id } };
  }

  /** The API's view of a folded stage. */
  async detail(stage: Stage): Promise<StageDetail> {
    const organization = await this.organizations.findRef(stage.organizationId);
    if (!organization) throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    return stageDetailOf(viewOfStage(stage, organization), new Date());
  }
}
