import type { WebPage } from '@stages/contracts';

/**
 * A route's path, which must be one of the pages the server knows (`WEB_PAGES` in contracts):
 * the server answers any other address with 404, so a page missing from the list would be
 * served as "not found".
 */
export const page = (path: WebPage) => path;
