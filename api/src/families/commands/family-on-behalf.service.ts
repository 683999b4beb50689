import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, ROLES, type EnrollmentOnBehalf, type Language } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import { UsersRepository, type UserRecord } from '../../identity/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { DATABASE } from '../../platform/tokens.js';
import { duplicateNationalRegisterNumber, isUniqueViolation } from '../domain/family-refusals.js';
import { ChildrenRepository, type ChildFields } from '../persistence/children.repository.js';

/** The child an organizer registers, and whether this registration created it or its parent. */
export interface ChildOnBehalf {
  readonly childId: string;
  readonly birthDate: string;
  readonly parentId: string;
  readonly createdChild: boolean;
  readonly createdParent: boolean;
}

/**
 * An account opened for a parent by an organizer: no password, no provider, address never
 * proven, no role yet. Its owner claims it by setting a password through the mailed link (or
 * "forgot password"), which proves the address, then chooses the parent role like anyone new.
 */
export const isUnclaimed = (user: UserRecord) =>
  user.passwordHash === null && !user.socialAccount && !user.emailVerified && user.role === null;

/** Health fields start empty: the family fills the sheet in, the organizer never sees it. */
const noHealthData = {
  can_swim: false,
  tetanus_vaccine: false,
  disabled: false,
  allergies: '',
  diet: '',
  medications: '',
  important_info: '',
  height: null,
  weight: null,
  doctor_last_name: '',
  doctor_first_name: '',
  doctor_phone: '',
  legal_representative_id: null,
  // The parent answers for the photos, not the organizer: asked at the family's next registration.
  photo_consent: null,
} as const;

/**
 * The family side of an organizer registering a child for a parent: the parent's account, found
 * by address or opened unclaimed, and the child, found in that family or added to it. Nothing of
 * the family is answered to the organizer but the child they described.
 */
@Injectable()
export class FamilyOnBehalf {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly users: UsersRepository,
    private readonly children: ChildrenRepository,
  ) {}

  async childFor(body: EnrollmentOnBehalf, language: Language): Promise<ChildOnBehalf> {
    const { parent, created: createdParent } = await this.#parent(body, language);
    try {
      const found = await this.#match(parent.id, body);
      if (found) return { ...found, parentId: parent.id, createdChild: false, createdParent };
      const childId = await this.#addChild(parent.id, body);
      return {
        childId,
        birthDate: body.child_birth_date,
        parentId: parent.id,
        createdChild: true,
        createdParent,
      };
    } catch (error) {
      if (createdParent) await this.#deleteUnclaimed(parent.id);
      throw error;
    }
  }

  /** Undoes what a refused registration created, so a refusal leaves no trace in the family. */
  async undo(made: ChildOnBehalf) {
    if (made.createdChild) {
      await this.db.query('DELETE FROM children WHERE id = $1 AND primary_parent_id = $2', [
        made.childId,
        made.parentId,
      ]);
    }
    if (made.createdParent) await this.#deleteUnclaimed(made.parentId);
  }

  async #parent(body: EnrollmentOnBehalf, language: Language) {
    const existing = await this.users.findByEmail(body.parent_email);
    if (existing) return { parent: this.#asParent(existing), created: false };
    const opened = await this.users.create({
      email: body.parent_email,
      passwordHash: null,
      firstName: body.parent_first_name,
      lastName: body.parent_last_name,
      language,
      emailVerified: false,
      socialAccount: false,
    });
    if (opened) return { parent: opened, created: true };
    // Someone registered the address meanwhile: theirs is the family.
    const raced = await this.users.findByEmail(body.parent_email);
    if (!raced) throw new Error('An account vanished while opening it');
    return { parent: this.#asParent(raced), created: false };
  }

  /** A parent's account, or one that has not chosen yet; an organizer's or administrator's is not. */
  #asParent(user: UserRecord) {
    if (user.role !== null && user.role !== ROLES.parent) {
      throw new DomainError(
        ErrorCode.enrollmentNotAParentAccount,
        'This address belongs to an account that is not a parent’s',
        409,
        { parent_email: ErrorCode.enrollmentNotAParentAccount },
      );
    }
    return user;
  }

  /**
   * The family's own child the organizer means: the same national register number, or the same
   * first name (accents and case aside) and birth date. Another child is never added twice.
   */
  async #match(parentId: string, body: EnrollmentOnBehalf) {
    const { rows } = await this.db.query<{ id: string; birth_date: string }>(
      `SELECT id::text, birth_date::text FROM children
        WHERE primary_parent_id = $1
          AND (national_register_number = $2
               OR (search_fold(first_name) = search_fold($3) AND birth_date = $4::date))
        ORDER BY national_register_number = $2 DESC
        LIMIT 1`,
      [parentId, body.child_national_register_number, body.child_first_name, body.child_birth_date],
    );
    return rows[0] ? { childId: rows[0].id, birthDate: rows[0].birth_date } : null;
  }

  async #addChild(parentId: string, body: EnrollmentOnBehalf) {
    const id = randomUUID();
    try {
      await this.db.transaction(async (tx: Sql) => {
        if (await this.children.numberTaken(body.child_national_register_number, null, tx)) {
          throw duplicateNationalRegisterNumber();
        }
        const child: ChildFields = {
          ...noHealthData,
          last_name: body.child_last_name,
          first_name: body.child_first_name,
          birth_date: body.child_birth_date,
          sex: body.child_sex,
          national_register_number: body.child_national_register_number,
          address: await this.children.parentAddress(tx, parentId),
        };
        await this.children.insert(tx, id, parentId, child);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateNationalRegisterNumber();
      throw error;
    }
    return id;
  }

  /** Only an account still unclaimed and without children: nobody else has used it. */
  async #deleteUnclaimed(userId: string) {
    const user = await this.users.findById(userId);
    if (user && isUnclaimed(user)) {
      await this.db.transaction(async (tx) => {
        const { rowCount } = await tx.query(
          'SELECT 1 FROM children WHERE primary_parent_id = $1 LIMIT 1',
          [userId],
        );
        if (rowCount === 0) await this.users.delete(userId, tx);
      });
    }
  }
}
