import type { BoundedContext } from '../platform/bounded-context.js';
import { DocumentsModule } from './documents.module.js';
import { filesMigrations } from './files/files.migrations.js';

export const documentsContext: BoundedContext = {
  name: 'documents',
  module: DocumentsModule,
  migrations: filesMigrations,
  projections: [],
};
