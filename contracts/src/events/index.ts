export * from './catalogue.js';
export * from './event-group.js';
export * from './organization-events.js';
export * from './stage-events.js';
export * from './upcasters.js';
export * from './family-events.js';
export * from './enrollment-events.js';
export * from './billing-events.js';
