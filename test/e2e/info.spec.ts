import { browserSpec, expect, speak, test } from './fixtures.js';

browserSpec();

test('the organizations landing page opens on its pricing, read from the plans', async ({
  page,
}) => {
  await page.goto('/organization-landing#pricing');
  const pricing = page.locator('#pricing');
  await expect(pricing).toBeInViewport();
  await expect(pricing.getByText('Gold')).toBeVisible();
  await expect(pricing.getByText('249 €')).toBeVisible();
  await expect(pricing.getByText('Jusqu’à 2 stages à la fois')).toBeVisible();
  await expect(pricing.getByText('Sur demande')).toBeVisible();
});

test('the pricing anchor lands below the top bar and stays there while the page settles, until the reader scrolls', async ({
  page,
}) => {
  await page.goto('/organization-landing#pricing');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('Gold')).toBeVisible({ timeout: 20_000 });
  /** How far below the top bar the pricing section starts, in pixels. */
  const belowTopBar = async () => {
    const bar = (await page.getByRole('banner').boundingBox())!;
    return Math.round((await pricing.boundingBox())!.y - (bar.y + bar.height));
  };
  const landed = async () => {
    const offset = await belowTopBar();
    return offset >= 0 && offset <= 32;
  };
  await expect.poll(landed).toBe(true);

  // Something above it shows late (a banner, texts, a font): the section is brought back.
  const pushDown = (height: number) =>
    page.evaluate((pixels) => {
      interface Node {
        style: { height: string };
        before(node: Node): void;
      }
      const { document } = globalThis as unknown as {
        document: { createElement(tag: string): Node; querySelector(selector: string): Node };
      };
      const late = document.createElement('div');
      late.style.height = `${pixels}px`;
      document.querySelector('main h1').before(late);
    }, height);
  await pushDown(400);
  await expect.poll(landed).toBe(true);

  // Once the reader scrolls, the page is theirs: it no longer moves back by itself.
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -300);
  await expect.poll(belowTopBar).toBeGreaterThan(200);
  await pushDown(300);
  await expect.poll(belowTopBar).toBeGreaterThan(400);
});

test('the landing page links to the terms, privacy, GDPR, conditions, FAQ and accessibility', async ({
  page,
}) => {
  await page.goto('/');
  for (const path of ['/tos', '/privacy', '/gdpr', '/gtc', '/faq', '/accessibility']) {
    const link = page.locator(`footer a[href="${path}"], nav a[href="${path}"]`).first();
    await expect(link, path).toBeVisible();
  }
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A parent section and an organizer section of questions.
  await expect(page.getByRole('heading', { name: 'Pour les parents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pour les organisateurs' })).toBeVisible();
  expect(await page.getByRole('button', { expanded: false }).count()).toBeGreaterThanOrEqual(12);
});

for (const [language, link, heading, gap] of [
  ['fr', 'Accessibilité', 'Déclaration d’accessibilité', /documents PDF .* ne sont pas balisés/],
  ['en', 'Accessibility', 'Accessibility statement', /PDF documents .* are not tagged/],
  ['nl', 'Toegankelijkheid', 'Toegankelijkheidsverklaring', /pdf-documenten .* zijn niet getagd/],
] as const) {
  test(`the accessibility statement opens from the footer, in ${language}`, async ({ page }) => {
    await speak(page, language);
    await page.goto('/stages');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL('/accessibility');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} – Stages`);
    // The standard, how it is checked, what falls short and how to report it.
    await expect(page.getByText(/WCAG\) 2\.1/)).toBeVisible();
    await expect(page.getByText(/axe-core/)).toBeVisible();
    await expect(page.getByText(gap)).toBeVisible();
    await expect(page.getByText(/accessibility@stages\.be/)).toBeVisible();
  });
}
