import type { PagesMessages } from './fr';

export const pagesNl: PagesMessages = {};
