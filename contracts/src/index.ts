export * from './api/index.js';
export * from './errors/index.js';
export * from './events/index.js';
export * from './eventstore/index.js';
export * from './validation/index.js';
export * from './wording/index.js';
export * from './pricing/price-lines.js';
export * from './pricing/stage-charges.js';
