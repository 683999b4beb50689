export * from './field-errors.js';
export * from './password.js';
export * from './slug.js';
export * from './summary-code.js';
