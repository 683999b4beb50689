export * from './catalogue.js';
export * from './stage-events.js';
