import { browserSpec, expect, expectTranslatedAndWithinWidth, speak, test } from './fixtures.js';

browserSpec();

/** The screens a visitor meets first, each with what proves it drew its content. */
const SCREENS = [
  { path: '/', ready: 'h1' },
  { path: '/stages', ready: 'main article' },
  { path: '/stage/stage-equitation', ready: 'h1' },
  { path: '/organizations/kunstkamp-gent', ready: 'main article' },
  { path: '/organization-landing', ready: '#pricing' },
  { path: '/faq', ready: 'h1' },
  { path: '/auth/login', ready: 'h1' },
  { path: '/register/first-register', ready: 'h1' },
];
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

for (const locale of ['fr', 'en', 'nl'] as const) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    test(`the first screens in ${locale}, on a ${device}: translated, nothing sticking out`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await speak(page, locale);
      for (const { path, ready } of SCREENS) {
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectTranslatedAndWithinWidth(page, path);
        await testInfo.attach(`${locale}-${device}${path.replaceAll('/', '_')}.png`, {
          body: await page.screenshot({ fullPage: false }),
          contentType: 'image/png',
        });
      }
    });
  }
}
