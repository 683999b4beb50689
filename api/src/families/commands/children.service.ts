import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Child, ChildInput, PhotoConsent } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import { answerWithin, type AnswerKey } from '../../platform/idempotency/answer-within.js';
import { DATABASE } from '../../platform/tokens.js';
import {
  childHasEnrollments,
  childNotFound,
  duplicateNationalRegisterNumber,
  isForeignKeyViolation,
  isUniqueViolation,
  notPrimaryParent,
  unknownLegalRepresentative,
} from '../domain/family-refusals.js';
import { ChildrenRepository, type ChildFields } from '../persistence/children.repository.js';
import { LegalRepresentativesRepository } from '../persistence/legal-representatives.repository.js';
import { toChild } from '../queries/child-view.js';
import { FamilyAccess } from '../queries/family-access.js';

/**
 * Registering, changing and deleting a family's children, identity and health data together.
 * Nothing personal is logged or recorded as an event: the rows are the only copy.
 */
@Injectable()
export class ChildrenService {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly access: FamilyAccess,
    private readonly children: ChildrenRepository,
    private readonly representatives: LegalRepresentativesRepository,
  ) {}

  /** The caller becomes the child's primary parent; without an address, the child has theirs. */
  async create(userId: string, input: ChildInput, answerKey: AnswerKey | null): Promise<Child> {
    const parentIds = await this.access.parentIdsFor(userId);
    const id = randomUUID();
    return this.#writing(async (tx) => {
      const address = input.address ?? (await this.children.parentAddress(tx, userId));
      const child: ChildFields = { ...input, address };
      await this.#check(tx, parentIds, child, null);
      await this.children.insert(tx, id, userId, child);
      return answerWithin(tx, toChild((await this.children.find(parentIds, id, tx))!), answerKey);
    });
  }

  /** Replaces the child's fields; an address left out stays as it was. */
  async update(userId: string, id: string, input: ChildInput): Promise<Child> {
    const parentIds = await this.access.parentIdsFor(userId);
    return this.#writing(async (tx) => {
      const current = await this.children.find(parentIds, id, tx);
      if (!current) throw childNotFound();
      const child: ChildFields = {
        ...input,
        address: input.address === undefined ? current.address : input.address,
      };
      await this.#check(tx, parentIds, child, id);
      await this.children.update(tx, parentIds, id, child);
      return toChild((await this.children.find(parentIds, id, tx))!);
    });
  }

  /** The family's answer for a child that had none, given when registering it. */
  async answerPhotoConsent(userId: string, id: string, consent: PhotoConsent) {
    const parentIds = await this.access.parentIdsFor(userId);
    if (!(await this.children.answerPhotoConsent(parentIds, id, consent))) throw childNotFound();
  }

  /** The primary parent deletes the child and its health data; answers what was deleted. */
  async delete(userId: string, id: string): Promise<Child> {
    const parentIds = await this.access.parentIdsFor(userId);
    return this.db.transaction(async (tx) => {
      const current = await this.children.find(parentIds, id, tx);
      if (!current) throw childNotFound();
      if (current.primary_parent_id !== userId) throw notPrimaryParent();
      if (await this.children.hasEnrollments(id, tx)) throw childHasEnrollments();
      await this.children.delete(tx, parentIds, id);
      return toChild(current);
    });
  }

  /** What a write must pass beyond its fields: a number no other child has, a known representative. */
  async #check(tx: Sql, parentIds: readonly string[], child: ChildFields, id: string | null) {
    if (await this.children.numberTaken(child.national_register_number, id, tx)) {
      throw duplicateNationalRegisterNumber();
    }
    const representative = child.legal_representative_id;
    if (representative && !(await this.representatives.find(parentIds, representative, tx))) {
      throw unknownLegalRepresentative();
    }
  }

  /** A write in one transaction; what two writers racing each other hit, told as refusals. */
  async #writing<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateNationalRegisterNumber();
      if (isForeignKeyViolation(error)) throw unknownLegalRepresentative();
      throw error;
    }
  }
}
