export * from './error.js';
export * from './health.js';
export * from './identity.js';
export * from './list-query.js';
export * from './stages.js';
export * from './organizations.js';
export * from './admin.js';
export * from './access.js';
