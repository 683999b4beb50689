import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FileHolders, type FileHolder } from '../../documents/index.js';

/** An organization's profile names its logo, its ID card and its insurance certificate. */
@Injectable()
export class ProfileFilesHolder implements FileHolder, OnModuleInit {
  readonly name = 'profile_files';
  readonly kinds = ['logo', 'id_card', 'insurance'] as const;
  readonly namesFile = `EXISTS (SELECT 1 FROM organizations o
     WHERE o.id = f.organization_id
       AND f.id IN (o.logo_file_id, o.id_card_file_id, o.insurance_file_id))`;

  constructor(private readonly holders: FileHolders) {}

  onModuleInit() {
    this.holders.register(this);
  }

  ready() {
    return Promise.resolve(true);
  }
}
