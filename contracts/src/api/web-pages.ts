/**
 * The administrators' resources, by their path under /admin/: each has a list, and may have
 * its record's page, show page and creation form.
 */
export const ADMIN_RESOURCES = [
  'organizations',
  'stages',
  'reports',
  'organization-types',
  'price-plans',
  'parents',
  'children',
  'decisions',
  'bills',
  'subscriptions',
] as const;

/**
 * The folders of the downloader of an enrollment's documents, `/invoices/{enrollment}.pdf`: the
 * addresses mails link to, where the web app names the file and asks before downloading it.
 */
export const DOWNLOADER_FOLDERS = {
  invoice: 'invoices',
  credit_note: 'credit-notes',
  mutual_certificate: 'mutual-certificates',
} as const;
export type DownloadableDocument = keyof typeof DOWNLOADER_FOLDERS;

/** The downloader's address of an enrollment's document: `/invoices/{enrollmentId}.pdf`. */
export const downloaderPath = (kind: DownloadableDocument, enrollmentId: string) =>
  `/${DOWNLOADER_FOLDERS[kind]}/${enrollmentId}.pdf`;

/**
 * Every page the web app has, as router patterns (`:name` is one path segment). The web app
 * declares its routes with them, and the server answers any other address with 404, the
 * not-found page in its body.
 */
export const WEB_PAGES = [
  '/',
  '/organization-landing',
  '/tos',
  '/privacy',
  '/gdpr',
  '/gtc',
  '/faq',
  '/accessibility',
  '/error',
  '/access-denied',
  '/stages',
  '/stages/:orgSlug',
  '/stage/:slug',
  '/stage/manage',
  '/stage/manage/:slug',
  '/organizations',
  '/organizations/:slug',
  '/account/password',
  '/organization/settings',
  '/organization/settings/payments',
  '/organization/settings/stage/:slug',
  '/organization/settings/stage/:slug/add-child',
  '/parent/settings',
  '/parent/bills',
  '/parent/documents',
  '/parent/add-child',
  '/parent/add-child/:childId',
  '/parent/account-sharing/:token',
  '/legal-representative',
  '/legal-representative/:id',
  '/subscription-success/:checkoutId',
  '/subscription-failed',
  '/payment-success/:checkoutId',
  '/payment-failure/:enrollmentId',
  '/auth/login',
  '/register/first-register',
  '/register/confirm-email',
  '/register/choice',
  '/register/parent',
  '/register/organization',
  '/register/google',
  '/register/microsoft',
  '/account-email-confirmation/:code',
  '/password-reset',
  '/password-reset/:uid/:token',
  '/admin',
  `/${DOWNLOADER_FOLDERS.invoice}/:file`,
  `/${DOWNLOADER_FOLDERS.credit_note}/:file`,
  `/${DOWNLOADER_FOLDERS.mutual_certificate}/:file`,
  ...ADMIN_RESOURCES.flatMap(
    (resource) =>
      [
        `/admin/${resource}`,
        `/admin/${resource}/create`,
        `/admin/${resource}/:id`,
        `/admin/${resource}/:id/show`,
      ] as const,
  ),
] as const;

export type WebPage = (typeof WEB_PAGES)[number];

/**
 * Addresses people type from habit, sent to the page they mean: the server answers them with a
 * permanent redirect, and the web app's router follows them too.
 */
export const WEB_PAGE_REDIRECTS = {
  '/login': '/auth/login',
  '/register': '/register/first-register',
} as const satisfies Record<string, WebPage>;

/** Where an address people type from habit leads (a trailing slash or not), or null. */
export function webPageRedirect(pathname: string): WebPage | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (WEB_PAGE_REDIRECTS as Record<string, WebPage>)[trimmed] ?? null;
}
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

const patterns = WEB_PAGES.map(segments);

/** Whether the web app has a page at this path (a trailing slash or not). */
export function isWebPage(pathname: string): boolean {
  const parts = segments(pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i]),
  );
}
