import { Injectable } from '@nestjs/common';

/**
 * Whose family records (children, legal representatives) a user may see and change: the one
 * place that says so, which every family query and command goes through
 * (`WHERE parent_id = ANY($1)`). Today a parent reaches their own records only; account sharing
 * will add the parents who shared theirs. A record outside these is answered as not found, never
 * as forbidden, so that its existence is not told either.
 */
@Injectable()
export class FamilyAccess {
  /** The parents whose records `userId` reaches, themselves first. */
  parentIdsFor(userId: string): Promise<string[]> {
    return Promise.resolve([userId]);
  }
}
