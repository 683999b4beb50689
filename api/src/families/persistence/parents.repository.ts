import { Injectable } from '@nestjs/common';
import type { PostalAddress } from '@stages/contracts';
import type { Sql } from '@stages/projections';
import type { z } from 'zod';

/** Parents' profiles; each belongs to one user and goes with the account. */
@Injectable()
export class ParentsRepository {
  async create(
    tx: Sql,
    parent: {
      userId: string;
      phone?: string | undefined;
      address?: z.output<typeof PostalAddress> | undefined;
    },
  ) {
    await tx.query('INSERT INTO parents (user_id, phone, address) VALUES ($1, $2, $3::jsonb)', [
      parent.userId,
      parent.phone ?? null,
      parent.address ? JSON.stringify(parent.address) : null,
    ]);
  }
}
