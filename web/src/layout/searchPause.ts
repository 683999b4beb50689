/**
 * How long a search waits after the last key before asking the server: the product's one pause
 * for every search field and searchable select (react-admin's lists wait as long by default).
 */
export const SEARCH_PAUSE_MS = 500;
