export * from './errors.js';
export * from './port.js';
export * from './position.js';
export * from './upcasting.js';
