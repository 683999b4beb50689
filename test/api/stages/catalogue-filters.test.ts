import { StageSummary } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startApi, type TestApi } from '../../support/api.js';
import { openPglite } from '../../support/databases.js';
import { eventually } from '../../support/wait.js';

/** The visible demo stages that have not ended. */
const DEMO_STAGES = 12;

describe('Filtering the public stage catalogue (demo data)', () => {
  let api: TestApi;
  /** Every listed stage, soonest first, as the unfiltered list gives them. */
  let all: StageSummary[];
  const stage = (slug: string) => {
    const found = all.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`No demo stage ${slug}`);
    return found;
  };

  beforeAll(async () => {
    api = await startApi(await openPglite(), { env: { DEMO_SEED: 'true' } });
    all = await eventually(async () => {
      const response = await api.http().get('/api/v1/stages');
      return response.body.length === DEMO_STAGES
        ? z.array(StageSummary).parse(response.body)
        : undefined;
    });
  });
  afterAll(() => api.close());

  /** The slugs a filter lists, checking the Content-Range total agrees with them. */
  async function listed(filter: Record<string, unknown>) {
    const response = await api
      .http()
      .get('/api/v1/stages')
      .query({ filter: JSON.stringify(filter) });
    expect(response.status, JSON.stringify(filter)).toBe(200);
    const slugs: string[] = z
      .array(StageSummary)
      .parse(response.body)
      .map((item) => item.slug);
    const count = slugs.length;
    expect(response.headers['content-range'], JSON.stringify(filter)).toBe(
      count === 0 ? 'stages 0-0/0' : `stages 0-${count - 1}/${count}`,
    );
    return slugs;
  }

  /** The slugs of the unfiltered list that pass `test`, in the list's order. */
  const expectedSlugs = (test: (item: StageSummary) => boolean) =>
    all.filter(test).map((item) => item.slug);

  it('finds a name whatever its accents and case', async () => {
    expect(await listed({ q: 'equitation' })).toEqual(['stage-equitation']);
    expect(await listed({ q: 'EQUITATION' })).toEqual(['stage-equitation']);
    expect(await listed({ q: 'Équitation' })).toEqual(['stage-equitation']);
    expect(await listed({ q: 'equit' })).toEqual(['stage-equitation']);
  });

  it('does not find a hidden stage, even by its exact name', async () => {
    expect(await listed({ q: 'théâtre' })).toEqual([]);
    expect(await listed({ q: 'Stage théâtre et impro' })).toEqual([]);
  });

  it('matches the city, the organization name and the words of the description', async () => {
    expect(await listed({ q: 'namur' })).toEqual([
      'stage-d-hiver-jeux-de-neige',
      'contes-et-bricolages',
      'stage-multisports-6-9-ans',
      'stage-cirque-et-jonglerie',
    ]);
    expect(await listed({ q: 'kunstkamp' })).toEqual([
      'kunstkamp-schilderen-en-boetseren',
      'zomerkamp-theater',
      'robotica-kamp',
      'paaskamp-natuur',
    ]);
    expect(await listed({ q: 'poneys' })).toEqual(['stage-equitation']);
    // Only the words, not the markup around them.
    expect(await listed({ q: 'strong' })).toEqual([]);
  });

  it('requires every word of a search', async () => {
    expect(await listed({ q: 'theater gent' })).toEqual(['zomerkamp-theater']);
    expect(await listed({ q: 'theater namur' })).toEqual([]);
    expect(await listed({ q: 'gent' })).toHaveLength(4);
  });

  it("lists one organization's stages by its slug, and combines it with a search", async () => {
    expect(await listed({ organization: 'sport-et-nature-ardenne' })).toEqual([
      'stage-de-football',
      'stage-nature-et-cabanes',
      'stage-escalade-dinant',
      'stage-equitation',
    ]);
    expect(await listed({ organization: 'sport-et-nature-ardenne', q: 'escalade' })).toEqual([
      'stage-escalade-dinant',
    ]);
    expect(await listed({ organization: 'les-castors-de-la-meuse', q: 'poneys' })).toEqual([]);
    expect(await listed({ organization: 'nobody' })).toEqual([]);
  });

  it('leaves out the stages whose registration deadline has passed when asked for open ones', async () => {
    const open = await listed({ open: true });
    expect(open).toEqual(expectedSlugs((item) => item.registration_open));
    // The two demo stages of next week closed their registrations a week before they start
    // (unless this runs on a Monday morning before that hour).
    for (const slug of ['contes-et-bricolages', 'stage-de-football']) {
      const deadlinePassed = Date.parse(stage(slug).registration_deadline) <= Date.now();
      expect(open.includes(slug), slug).toBe(!deadlinePassed);
    }
    // The circus week is full: the neighbours' children took its places.
    expect(open).not.toContain('stage-cirque-et-jonglerie');
    // Nor is the stage under way, closed a week before it began.
    expect(open).not.toContain('stage-d-hiver-jeux-de-neige');
    expect(open.length).toBeGreaterThanOrEqual(DEMO_STAGES - 4);
    expect(await listed({ open: false })).toHaveLength(DEMO_STAGES);
  });

  it('lists the stages running during a month, and those only', async () => {
    const month = stage('paaskamp-natuur').starts_at.slice(0, 7);
    // Demo stages run from 9:00 to 16:00 Belgian time, far from midnight: the UTC day is the
    // Brussels day.
    const overlapping = expectedSlugs(
      (item) => item.starts_at.slice(0, 7) <= month && item.ends_at.slice(0, 7) >= month,
    );
    const result = await listed({ month });
    expect(result).toEqual(overlapping);
    expect(result).toContain('paaskamp-natuur');
    expect(result.length).toBeLessThan(DEMO_STAGES);

    const nextWeek = stage('contes-et-bricolages').starts_at.slice(0, 7);
    expect(await listed({ month: nextWeek })).toEqual(
      expectedSlugs(
        (item) => item.starts_at.slice(0, 7) <= nextWeek && item.ends_at.slice(0, 7) >= nextWeek,
      ),
    );
    expect(await listed({ month: '2020-01' })).toEqual([]);
  });

  it('bounds the list by the first and last day', async () => {
    const from = stage('stage-cirque-et-jonglerie').starts_at.slice(0, 10);
    const until = stage('stage-escalade-dinant').ends_at.slice(0, 10);
    expect(await listed({ start_from: from, end_until: until })).toEqual([
      'stage-cirque-et-jonglerie',
      'stage-escalade-dinant',
    ]);
    expect(await listed({ start_from: from })).toEqual(
      expectedSlugs((item) => item.starts_at.slice(0, 10) >= from),
    );
    expect(await listed({ end_until: until })).toEqual(
      expectedSlugs((item) => item.ends_at.slice(0, 10) <= until),
    );
    // A stage ending on the last day counts; starting on the first day too.
    expect(await listed({ start_from: from, end_until: from })).toEqual([]);
    const escaladeStart = stage('stage-escalade-dinant').starts_at.slice(0, 10);
    expect(await listed({ start_from: escaladeStart, end_until: until })).toEqual([
      'stage-escalade-dinant',
    ]);
  });

  it('refuses a month or a day in another format', async () => {
    for (const filter of [
      { month: '2026-13' },
      { month: '2026-7' },
      { month: 'juillet' },
      { start_from: '01/07/2026' },
      { end_until: '2026-02-30' },
    ]) {
      const response = await api
        .http()
        .get('/api/v1/stages')
        .query({ filter: JSON.stringify(filter) });
      expect(response.status, JSON.stringify(filter)).toBe(400);
      expect(response.body.errors, JSON.stringify(filter)).toEqual({
        [`filter.${Object.keys(filter)[0]}`]: 'form.invalid',
      });
    }
  });
});
