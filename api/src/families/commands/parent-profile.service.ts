import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  FieldErrorCode,
  type ParentProfile,
  type ParentProfileUpdate,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { UsersRepository, type UserRecord } from '../../identity/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { DATABASE } from '../../platform/tokens.js';
import { ParentsRepository, type ParentRecord } from '../persistence/parents.repository.js';

const noParentRow: ParentRecord = {
  phone: null,
  address: null,
  nationalRegisterNumber: null,
  birthDate: null,
};

/**
 * The parent's profile spans two tables: the names, e-mail and language are the user's (one
 * language for the screens, the e-mails and the profile), the rest is the parent's. The phone
 * and address are written to both, so the signed-in user object says the same as the profile.
 */
@Injectable()
export class ParentProfileService {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly users: UsersRepository,
    private readonly parents: ParentsRepository,
  ) {}

  async read(user: UserRecord): Promise<ParentProfile> {
    return toProfile(user, (await this.parents.find(user.id)) ?? noParentRow);
  }

  /** Replaces the profile in one transaction; the e-mail address may be repeated, not changed. */
  async update(user: UserRecord, update: ParentProfileUpdate): Promise<ParentProfile> {
    if (update.email !== undefined && update.email.trim().toLowerCase() !== user.email) {
      throw new DomainError(
        ErrorCode.requestInvalid,
        'The e-mail address is not changed from the profile.',
        400,
        { email: FieldErrorCode.readOnly },
      );
    }
    const parent: ParentRecord = {
      phone: update.phone,
      address: update.address,
      nationalRegisterNumber: update.national_register_number,
      birthDate: update.birth_date,
    };
    await this.db.transaction(async (tx) => {
      await this.users.updateProfile(
        user.id,
        {
          firstName: update.first_name,
          lastName: update.last_name,
          language: update.language,
          phone: update.phone,
          address: update.address,
        },
        tx,
      );
      await this.parents.save(tx, user.id, parent);
    });
    return this.read((await this.users.findById(user.id))!);
  }
}

function toProfile(user: UserRecord, parent: ParentRecord): ParentProfile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: parent.phone,
    address: parent.address,
    national_register_number: parent.nationalRegisterNumber,
    birth_date: parent.birthDate,
    language: user.language,
  };
}
