/** What other contexts may use of the stages: creating one, and the public catalogues. */
export { stagesContext } from './stages.context.js';
export { StagesModule } from './stages.module.js';
export { CreateStageCommand } from './commands/create-stage.command.js';
export { OrganizationCatalogueQuery } from './queries/organization-catalogue.query.js';
export { StageCatalogueQuery } from './queries/stage-catalogue.query.js';
