import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  LegalRepresentative,
  LegalRepresentativeInput,
  LegalRepresentativePatch,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import { answerWithin, type AnswerKey } from '../../platform/idempotency/answer-within.js';
import { DATABASE } from '../../platform/tokens.js';
import {
  isForeignKeyViolation,
  legalRepresentativeInUse,
  legalRepresentativeNotFound,
} from '../domain/family-refusals.js';
import { LegalRepresentativesRepository } from '../persistence/legal-representatives.repository.js';
import { FamilyAccess } from '../queries/family-access.js';

/** Creating, changing and deleting a family's legal representatives. */
@Injectable()
export class LegalRepresentativesService {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly access: FamilyAccess,
    private readonly representatives: LegalRepresentativesRepository,
  ) {}

  /** Kept by the parent who creates it, and so reached by whoever shares that parent's family. */
  async create(
    userId: string,
    fields: z.output<typeof LegalRepresentativeInput>,
    answerKey: AnswerKey | null,
  ): Promise<LegalRepresentative> {
    const id = randomUUID();
    return this.db.transaction(async (tx) => {
      await this.representatives.insert(id, userId, fields, tx);
      return answerWithin(tx, { id, ...fields }, answerKey);
    });
  }

  async update(
    userId: string,
    id: string,
    fields: z.output<typeof LegalRepresentativePatch>,
  ): Promise<LegalRepresentative> {
    const parentIds = await this.access.parentIdsFor(userId);
    if (!(await this.representatives.update(parentIds, id, fields))) {
      throw legalRepresentativeNotFound();
    }
    return (await this.representatives.find(parentIds, id))!;
  }

  /** Refused while a child names the representative: the child is changed first. */
  async delete(userId: string, id: string): Promise<void> {
    const parentIds = await this.access.parentIdsFor(userId);
    try {
      await this.db.transaction(async (tx) => {
        if (await this.representatives.deleteUnnamed(parentIds, id, tx)) return;
        if (!(await this.representatives.find(parentIds, id, tx))) {
          throw legalRepresentativeNotFound();
        }
        throw legalRepresentativeInUse();
      });
    } catch (error) {
      // A child named it between the check and the delete.
      if (isForeignKeyViolation(error)) throw legalRepresentativeInUse();
      throw error;
    }
  }
}
