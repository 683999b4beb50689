import { ROLES } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { profileLinkFor } from '../../../web/src/layout/profileLink.js';
import { belgianToday, subscriptionNotice } from '../../../web/src/layout/subscriptionNotice.js';
import { formatters } from '../../../web/src/providers/useFormats.js';
import {
  apiFilter,
  type CatalogueSearch,
  NO_FILTERS,
} from '../../../web/src/pages/catalogue/useCatalogueSearch.js';

describe('the subscription banner', () => {
  const today = '2027-03-01';
  it.each([
    [null, { kind: 'buy' }],
    ['2027-02-28', { kind: 'renew' }],
    ['2027-03-01', { kind: 'reminder', days: 0, severity: 'warning' }],
    ['2027-03-31', { kind: 'reminder', days: 30, severity: 'warning' }],
    ['2027-04-01', { kind: 'reminder', days: 31, severity: 'info' }],
    ['2027-04-30', { kind: 'reminder', days: 60, severity: 'info' }],
    ['2027-05-01', null],
  ])('for an end date of %s is %j', (endDate, notice) => {
    expect(subscriptionNotice(endDate, today)).toEqual(notice);
  });

  it('announces the day Stripe renews a plan instead of asking to renew it', () => {
    expect(subscriptionNotice('2027-03-31', today, true)).toEqual({ kind: 'renewal', days: 30 });
    expect(subscriptionNotice('2027-05-01', today, true)).toBeNull();
    expect(subscriptionNotice('2027-02-28', today, true)).toEqual({ kind: 'renew' });
  });

  it('counts days across the change to summer time', () => {
    expect(subscriptionNotice('2027-04-05', '2027-03-25')).toMatchObject({ days: 11 });
  });

  it("takes today's date in Belgium, not in UTC", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Brussels.
    expect(belgianToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('the profile link', () => {
  it.each([
    [ROLES.organization, '/organization/settings/'],
    [ROLES.parent, '/parent/settings/'],
    [ROLES.administrator, '/admin'],
    [null, '/access-denied'],
    [undefined, '/access-denied'],
  ])('for role %s leads to %s', (role, link) => {
    expect(profileLinkFor(role)).toBe(link);
  });
});

describe('dates and prices in each language', () => {
  const start = '2027-07-05T07:00:00Z'; // 9:00 in Brussels
  it.each([
    ['fr', '05/07/2027', '145,00 €'],
    ['en', '07/05/2027', '€145.00'],
    ['nl', '05-07-2027', '€ 145,00'],
  ])('%s writes %s and %s', (locale, date, price) => {
    const format = formatters(locale);
    expect(format.date(start)).toBe(date);
    expect(format.price(14_500).replace(/\s/g, ' ')).toBe(price);
  });

  it('writes a late evening in UTC on the Belgian day', () => {
    expect(formatters('fr').date('2027-07-04T22:30:00Z')).toBe('05/07/2027');
  });

  it('falls back to French for an unknown language', () => {
    expect(formatters('de').date(start)).toBe('05/07/2027');
  });
});

describe('the catalogue search sent to the API', () => {
  const empty: CatalogueSearch = { ...NO_FILTERS, page: 1 };

  it('sends only the filters that are filled in', () => {
    expect(apiFilter(empty)).toEqual({});
    expect(apiFilter({ ...empty, q: '  poney ', month: '2027-07', open: true })).toEqual({
      q: 'poney',
      month: '2027-07',
      open: true,
    });
  });

  it("keeps to the page's organization on /stages/{organization}", () => {
    expect(apiFilter({ ...empty, organization: 'other' }, 'kunstkamp-gent')).toEqual({
      organization: 'kunstkamp-gent',
    });
  });
});
