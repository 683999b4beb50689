import { Injectable } from '@nestjs/common';
import type { Child } from '@stages/contracts';
import { brusselsDay } from '@stages/contracts';
import type { PageRequest } from '../../platform/http/list-page.js';
import { childNotFound } from '../domain/family-refusals.js';
import { ChildrenRepository, type ChildSort } from '../persistence/children.repository.js';
import { toChild } from './child-view.js';
import { FamilyAccess } from './family-access.js';

/** The children a parent's family holds, as the parent reads them. */
@Injectable()
export class ChildrenQuery {
  constructor(
    private readonly access: FamilyAccess,
    private readonly children: ChildrenRepository,
  ) {}

  async list(
    userId: string,
    page: PageRequest<ChildSort>,
    filter: { q?: string | undefined; id?: readonly string[] | undefined },
  ): Promise<{ items: Child[]; total: number }> {
    const { rows, total } = await this.children.list(
      await this.access.parentIdsFor(userId),
      page,
      filter,
    );
    const today = brusselsDay();
    return { items: rows.map((row) => toChild(row, today)), total };
  }

  /** One of the family's children; another family's is not found. */
  async find(userId: string, id: string): Promise<Child> {
    const row = await this.children.find(await this.access.parentIdsFor(userId), id);
    if (!row) throw childNotFound();
    return toChild(row);
  }
}
