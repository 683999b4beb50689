import type { PostalAddress } from '@stages/contracts';
import type { z } from 'zod';

/** The address columns of `organizations`, as profile and catalogue rows both carry them. */
export interface OrganizationAddressColumns {
  readonly street: string | null;
  readonly street_number: string | null;
  readonly postal_code: string | null;
  readonly city: string | null;
  readonly country: string;
}

/** An organization's address as the API shows it: empty text for what was never filled in. */
export function organizationAddress(
  row: OrganizationAddressColumns,
): z.output<typeof PostalAddress> {
  return {
    street: row.street ?? '',
    number: row.street_number ?? '',
    postal_code: row.postal_code ?? '',
    city: row.city ?? '',
    country: row.country,
  };
}
