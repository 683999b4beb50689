import { z } from 'zod';
import { NationalRegisterNumber } from '../validation/national-register-number.js';
import { LineText, PersonName } from '../validation/text.js';

/**
 * A child's legal representative, kept by a family (a parent and, later, those sharing the
 * account) to be named on its children. The number is checked on its own: no birth date or sex
 * is known to compare it with.
 */
export const LegalRepresentativeInput = z
  .object({
    last_name: PersonName(),
    first_name: PersonName(),
    national_register_number: NationalRegisterNumber,
  })
  .meta({ id: 'LegalRepresentativeInput' });

/** PATCH: only the fields sent change. */
export const LegalRepresentativePatch = LegalRepresentativeInput.partial().meta({
  id: 'LegalRepresentativePatch',
});

export const LegalRepresentative = z
  .object({
    id: z.uuid(),
    last_name: z.string(),
    first_name: z.string(),
    national_register_number: z
      .string()
      .describe('The eleven digits, as stored; forms print them 00.00.00-000.00'),
  })
  .meta({ id: 'LegalRepresentative' });
export type LegalRepresentative = z.infer<typeof LegalRepresentative>;

export const LEGAL_REPRESENTATIVE_PAGE_SIZE = 3;
export const LEGAL_REPRESENTATIVE_MAX_PAGE_SIZE = 100;

/** A whole number in a query string, `page=2`. */
const QueryWhole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** `?page=&page_size=&search=`, page counted from 1. */
export const LegalRepresentativeListQuery = z.object({
  page: QueryWhole(1, 1_000_000).optional(),
  page_size: QueryWhole(1, LEGAL_REPRESENTATIVE_MAX_PAGE_SIZE).optional(),
  search: LineText(200).optional(),
});

/** One page, with the relative URLs of its neighbours (null at either end). */
export const LegalRepresentativePage = z
  .object({
    count: z.number().int().describe('How many match, on every page'),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(LegalRepresentative),
  })
  .meta({ id: 'LegalRepresentativePage' });
export type LegalRepresentativePage = z.infer<typeof LegalRepresentativePage>;
