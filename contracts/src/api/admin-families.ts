import { z } from 'zod';
import { ChildInput, numberAgreesWithChild, PhotoConsentFields, Sex } from './children.js';
import { Language, PostalAddress } from './identity.js';
import { listQuery } from './list-query.js';
import { ParentProfileUpdate } from './parent-profile.js';

const Search = z.string().trim().max(200).optional();

/** One administrator's row of the parents grid. */
export const AdminParent = z
  .object({
    id: z.uuid().describe("The parent's user id"),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    email_confirmed: z.boolean(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    language: Language,
    children: z.number().int().describe('Children the parent registered'),
    created_at: z.string(),
  })
  .meta({ id: 'AdminParent' });
export type AdminParent = z.infer<typeof AdminParent>;

export const AdminParentListQuery = listQuery(
  ['last_name', 'first_name', 'email', 'created_at'],
  z
    .object({
      q: Search.describe('Words of the names or the e-mail address'),
      language: Language.optional(),
      email_confirmed: z.boolean().optional(),
      id: z.array(z.uuid()).max(100).optional(),
    })
    .strict(),
);

/** A parent's child, as the parent's page lists it: enough to recognise and open it. */
export const AdminParentChild = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  age: z.number().int(),
});

export const AdminParentDetail = AdminParent.extend({
  address: PostalAddress.nullable(),
  child_list: z.array(AdminParentChild).describe('Every child of the parent, by first name'),
}).meta({ id: 'AdminParentDetail' });
export type AdminParentDetail = z.infer<typeof AdminParentDetail>;

/**
 * What an administrator corrects of a parent's identity. The e-mail address is the account's
 * sign-in: it may come back as read, and a different one is refused.
 */
export const AdminParentUpdate = z
  .object({
    first_name: ParentProfileUpdate.shape.first_name,
    last_name: ParentProfileUpdate.shape.last_name,
    email: ParentProfileUpdate.shape.email,
    phone: ParentProfileUpdate.shape.phone,
    address: ParentProfileUpdate.shape.address,
    language: Language,
  })
  .strip()
  .meta({ id: 'AdminParentUpdate' });
export type AdminParentUpdate = z.output<typeof AdminParentUpdate>;

/** One administrator's row of the children grid: identity only, never health data. */
export const AdminChild = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    birth_date: z.string().describe('YYYY-MM-DD'),
    age: z.number().int().describe('Whole years today, Belgian time'),
    sex: Sex,
    city: z.string().nullable(),
    parent_id: z.uuid().describe('The primary parent'),
    parent_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminChild' });
export type AdminChild = z.infer<typeof AdminChild>;

export const AdminChildListQuery = listQuery(
  ['last_name', 'first_name', 'birth_date', 'created_at'],
  z
    .object({
      q: Search.describe("Words of the child's or the primary parent's names"),
      parent_id: z.uuid().optional(),
      sex: Sex.optional(),
      id: z.array(z.uuid()).max(100).optional(),
    })
    .strict(),
);

/** Special-category data (GDPR art. 9): in a child's detail only, and each reading is recorded. */
export const AdminChildHealth = z
  .object({
    can_swim: z.boolean(),
    tetanus_vaccine: z.boolean(),
    disabled: z.boolean(),
    allergies: z.string(),
    diet: z.string(),
    medications: z.string(),
    important_info: z.string(),
    height: z.number().int().nullable(),
    weight: z.number().nullable(),
    doctor_last_name: z.string(),
    doctor_first_name: z.string(),
    doctor_phone: z.string(),
  })
  .meta({ id: 'AdminChildHealth' });
export type AdminChildHealth = z.infer<typeof AdminChildHealth>;

export const AdminChildDetail = AdminChild.extend({
  national_register_number: z.string(),
  address: PostalAddress.nullable(),
  ...PhotoConsentFields,
  health: AdminChildHealth.nullable().describe('Null when asked for the identity alone'),
}).meta({ id: 'AdminChildDetail' });
export type AdminChildDetail = z.infer<typeof AdminChildDetail>;

export const AdminChildDetailQuery = z.object({
  health: z
    .stringbool()
    .default(true)
    .describe('false: the identity alone, for an edit form; no reading is recorded'),
});

/**
 * What an administrator corrects of a child's identity, with the families' own rules: the
 * national register number must agree with the birth date and the sex.
 */
export const AdminChildUpdate = z
  .object({
    last_name: ChildInput.shape.last_name,
    first_name: ChildInput.shape.first_name,
    birth_date: ChildInput.shape.birth_date,
    sex: ChildInput.shape.sex,
    national_register_number: ChildInput.shape.national_register_number,
    address: ParentProfileUpdate.shape.address,
  })
  .strip()
  .superRefine(numberAgreesWithChild)
  .meta({ id: 'AdminChildUpdate' });
export type AdminChildUpdate = z.output<typeof AdminChildUpdate>;

/** Who reads health sheets: the platform's administrators, or a stage's organizer. */
export const HealthViewerRole = z.enum(['administrator', 'organization']);
export type HealthViewerRole = z.infer<typeof HealthViewerRole>;

/**
 * One reading of a child's health data, by an administrator or by an organization the child is
 * registered with; the child's family and the administrators read these.
 */
export const ChildHealthView = z
  .object({
    id: z.uuid(),
    child_id: z.uuid(),
    viewed_by: z.uuid().nullable().describe('Null once that account is deleted'),
    viewer_name: z.string().nullable(),
    viewer_role: HealthViewerRole,
    organization_name: z
      .string()
      .nullable()
      .describe("The organization's name when one read it; null once it is deleted"),
    viewed_at: z.string(),
  })
  .meta({ id: 'ChildHealthView' });
export type ChildHealthView = z.infer<typeof ChildHealthView>;

export const ChildHealthViewListQuery = listQuery(['viewed_at'], z.object({}).strict());
