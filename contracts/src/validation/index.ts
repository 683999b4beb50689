export * from './field-errors.js';
