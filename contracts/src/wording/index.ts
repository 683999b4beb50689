export * from './agreement.js';
export * from './french-elision.js';
export * from './plural.js';
export * from './stage-phrase.js';
