import { Injectable } from '@nestjs/common';
import {
  LEGAL_REPRESENTATIVE_PAGE_SIZE,
  type LegalRepresentative,
  type LegalRepresentativeListQuery,
  type LegalRepresentativePage,
} from '@stages/contracts';
import type { z } from 'zod';
import { legalRepresentativeNotFound } from '../domain/family-refusals.js';
import { LegalRepresentativesRepository } from '../persistence/legal-representatives.repository.js';
import { FamilyAccess } from './family-access.js';

/** Where the list lives, for the links to its neighbouring pages. */
export const LEGAL_REPRESENTATIVE_PATH = '/api/v1/legal-representative/';

/** The link to page `page` of the same list, as a relative URL. */
function pageUrl(page: number, pageSize: number, search: string) {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (search) query.set('search', search);
  return `${LEGAL_REPRESENTATIVE_PATH}?${query.toString()}`;
}

/** A family's legal representatives, as its parents read them. */
@Injectable()
export class LegalRepresentativesQuery {
  constructor(
    private readonly access: FamilyAccess,
    private readonly representatives: LegalRepresentativesRepository,
  ) {}

  /**
   * A page counted from 1, in name order. A page past the end is empty, its `previous` still
   * pointing back.
   */
  async page(
    userId: string,
    query: z.output<typeof LegalRepresentativeListQuery>,
  ): Promise<LegalRepresentativePage> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? LEGAL_REPRESENTATIVE_PAGE_SIZE;
    const search = query.search ?? '';
    const { items, total } = await this.representatives.list(
      await this.access.parentIdsFor(userId),
      { offset: (page - 1) * pageSize, limit: pageSize, search },
    );
    return {
      count: total,
      next: page * pageSize < total ? pageUrl(page + 1, pageSize, search) : null,
      previous: page > 1 ? pageUrl(page - 1, pageSize, search) : null,
      results: items,
    };
  }

  /** One of the family's representatives; another family's is not found. */
  async find(userId: string, id: string): Promise<LegalRepresentative> {
    const found = await this.representatives.find(await this.access.parentIdsFor(userId), id);
    if (!found) throw legalRepresentativeNotFound();
    return found;
  }
}
