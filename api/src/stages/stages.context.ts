import type { BoundedContext } from '../platform/bounded-context.js';
import {
  stageCatalogue,
  stageCatalogueMigrations,
} from './projections/stage-catalogue.projection.js';
import { StagesModule } from './stages.module.js';

export const stagesContext: BoundedContext = {
  name: 'stages',
  module: StagesModule,
  migrations: stageCatalogueMigrations,
  projections: [stageCatalogue],
};
