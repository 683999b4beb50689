export * from './belgian.js';
export * from './field-errors.js';
export * from './password.js';
export * from './rich-text.js';
export * from './slug.js';
export * from './summary-code.js';
export * from './uploads.js';
export * from './dates.js';
