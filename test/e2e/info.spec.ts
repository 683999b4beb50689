import { expect, test } from '@playwright/test';
import { failOnPageErrors, skipWithoutChromium } from './fixtures.js';

skipWithoutChromium();
failOnPageErrors();

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

test('the landing page links to the terms, privacy, GDPR, conditions and FAQ', async ({ page }) => {
  await page.goto('/');
  for (const path of ['/tos', '/privacy', '/gdpr', '/gtc', '/faq']) {
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
