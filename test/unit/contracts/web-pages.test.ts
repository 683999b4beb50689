import { isWebPage, WEB_PAGE_REDIRECTS, WEB_PAGES, webPageRedirect } from '@stages/contracts';
import { describe, expect, it } from 'vitest';

describe('The pages of the web app', () => {
  it('match their own patterns, with or without a trailing slash', () => {
    for (const pattern of WEB_PAGES) {
      const example = pattern.replace(/:\w+/g, 'x');
      expect(isWebPage(example), example).toBe(true);
      expect(isWebPage(`${example}/`.replace('//', '/')), example).toBe(true);
    }
  });

  it.each([
    ['/stage/camp-nature', true],
    ['/stage/camp-nature/extra', false],
    ['/gdpr/', true],
    ['/admin/organizations/42/show', true],
    ['/admin/organizations/42/edit/more', false],
    ['/admin/unknown', false],
    ['/no-such-page', false],
    ['/parent/settings', true],
  ])('%s is a page: %s', (path, expected) => {
    expect(isWebPage(path)).toBe(expected);
  });

  it('send the addresses people type from habit to pages that exist, and no page elsewhere', () => {
    for (const [from, to] of Object.entries(WEB_PAGE_REDIRECTS)) {
      expect(isWebPage(from), from).toBe(false);
      expect(isWebPage(to), to).toBe(true);
    }
    expect(webPageRedirect('/login/')).toBe('/auth/login');
    expect(webPageRedirect('/login/x')).toBeNull();
    expect(webPageRedirect('/')).toBeNull();
  });
});
