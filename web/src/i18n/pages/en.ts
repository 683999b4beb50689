import type { PagesMessages } from './fr';

export const pagesEn: PagesMessages = {};
