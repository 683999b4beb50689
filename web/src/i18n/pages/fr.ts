/** The public information pages: organizations' landing, terms, privacy, FAQ. */
export const pagesFr = {};

export type PagesMessages = typeof pagesFr;
