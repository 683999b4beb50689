import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DESCRIPTION_MAX_LENGTH,
  ErrorCode,
  FieldErrorCode,
  siblingDiscountsOf,
  type StageCharges,
  type StageDetails,
  type UpdateStageRequest,
} from '@stages/contracts';
import type { z } from 'zod';
import { FilesRepository } from '../../documents/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { sanitizeDescription } from '../domain/sanitize-description.js';

type StageForm = z.output<typeof UpdateStageRequest>;

const NO_CHARGES: StageCharges = {
  reducedCostCents: null,
  reducedPricePolicy: null,
  siblingDiscounts: null,
  options: [],
};

/** Reads what a stage form sent into the facts a stage event records. */
@Injectable()
export class StageForms {
  constructor(private readonly files: FilesRepository) {}

  /**
   * The description loses what the editor may not hold; the image must be one the stage's
   * organization uploaded, and becomes the stage's.
   */
  async details(form: StageForm, organizationId: string): Promise<StageDetails> {
    const description = sanitizeDescription(form.description);
    if (description.length > DESCRIPTION_MAX_LENGTH) {
      throw new DomainError(ErrorCode.requestInvalid, 'The description is too long', 400, {
        description: FieldErrorCode.tooLong,
      });
    }
    if (
      form.image_file_id !== null &&
      !(await this.files.claim(form.image_file_id, organizationId, 'stage_image'))
    ) {
      throw new DomainError(ErrorCode.requestInvalid, 'Upload the image first', 400, {
        image_file_id: FieldErrorCode.invalid,
      });
    }
    return {
      name: form.name,
      description,
      startsAt: new Date(form.starts_at).toISOString(),
      endsAt: new Date(form.ends_at).toISOString(),
      registrationDeadline: new Date(form.registration_deadline).toISOString(),
      maxChildren: form.max_children,
      minAge: form.min_age,
      maxAge: form.max_age,
      venue: {
        street: form.address.street,
        number: form.address.number,
        postalCode: form.address.postal_code,
        city: form.address.city,
        country: form.address.country,
      },
      activityStart: form.activity_start,
      activityEnd: form.activity_end,
      daycareStart: form.daycare_start,
      daycareEnd: form.daycare_end,
      effectiveDays: form.effective_days,
      imageFileId: form.image_file_id,
      waitingList: form.waiting_list,
      offerHours: form.offer_hours,
      siblingsFirst: form.siblings_first,
    };
  }

  /**
   * What the stage charges beside its price: each field the form left out stays as `current`
   * has it (nothing, on a new stage). A new option gets its id here; an option naming an id
   * the stage does not offer is refused.
   */
  charges(form: Partial<StageForm>, current: StageCharges = NO_CHARGES): StageCharges {
    const known = new Set(current.options.map((option) => option.id));
    const options = form.options?.map((option, index) => {
      if (option.id !== undefined && !known.has(option.id)) {
        throw new DomainError(ErrorCode.requestInvalid, 'No such option on this stage', 400, {
          [`options.${index}.id`]: FieldErrorCode.invalid,
        });
      }
      return {
        id: option.id ?? randomUUID(),
        label: option.label,
        priceCents: option.price_cents,
        max: option.max,
        countsAsCare: option.counts_as_care,
      };
    });
    const discounts = form.sibling_discounts;
    return {
      reducedCostCents:
        form.reduced_cost_cents === undefined ? current.reducedCostCents : form.reduced_cost_cents,
      reducedPricePolicy:
        form.reduced_price_policy === undefined
          ? current.reducedPricePolicy
          : form.reduced_price_policy,
      siblingDiscounts:
        discounts === undefined ? current.siblingDiscounts : siblingDiscountsOf(discounts),
      options: options ?? current.options,
    };
  }
}
