import { Injectable } from '@nestjs/common';
import { ChildInput, LegalRepresentativeInput } from '@stages/contracts';
import { ChildrenService } from '../families/commands/children.service.js';
import { LegalRepresentativesService } from '../families/commands/legal-representatives.service.js';
import { UsersRepository } from '../identity/persistence/users.repository.js';
import { demoFamily } from './demo-data.js';

/** The demo parent's legal representative and children, through the family's own services. */
@Injectable()
export class DemoFamily {
  constructor(
    private readonly users: UsersRepository,
    private readonly children: ChildrenService,
    private readonly representatives: LegalRepresentativesService,
  ) {}

  async create(parentEmail: string, today: Date) {
    const parent = await this.users.findByEmail(parentEmail);
    if (!parent) return;
    const family = demoFamily(today);
    const representative = await this.representatives.create(
      parent.id,
      LegalRepresentativeInput.parse(family.representative),
    );
    for (const child of family.children) {
      await this.children.create(
        parent.id,
        ChildInput.parse({ ...child, legal_representative_id: representative.id }),
      );
    }
  }
}
