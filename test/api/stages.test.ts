import { createHash } from 'node:crypto';
import { START, StageSummary } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoStages } from '../../api/src/demo/demo-data.js';
import { startApi, type TestApi } from '../support/api.js';
import { backends, backendTitle } from '../support/databases.js';
import { eventually } from '../support/wait.js';

for (const backend of backends) {
  describe.skipIf(!backend.available)(`GET /api/v1/stages on ${backendTitle(backend)}`, () => {
    let db: SqlDatabase;
    let dispose: () => Promise<void>;
    let api: TestApi;

    beforeEach(async () => {
      ({ db, dispose } = await backend.open());
      api = await startApi(db, { env: { DEMO_SEED: 'true' } });
      await eventually(async () => {
        const response = await api.http().get('/api/v1/stages');
        return response.body.length === 12 ? true : undefined;
      });
    });
    afterEach(async () => {
      await api.close();
      await dispose();
    });

    it('lists the visible demo stages soonest first, with their organization, in pages', async () => {
      const response = await api.http().get('/api/v1/stages');
      expect(response.status).toBe(200);
      expect(response.headers['content-range']).toBe('stages 0-11/12');
      expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
      const stages = z.array(StageSummary).parse(response.body);
      const starts = stages.map((stage) => stage.starts_at);
      expect(starts).toEqual([...starts].sort());
      // The stage under way first, its registrations closed a week before it began.
      expect(stages[0]).toMatchObject({
        slug: 'stage-d-hiver-jeux-de-neige',
        registration_open: false,
        closed_reason: 'deadline_passed',
      });
      expect(stages[1]).toMatchObject({
        slug: 'contes-et-bricolages',
        organization: { slug: 'les-castors-de-la-meuse', name: 'Les Castors de la Meuse' },
        cost_cents: 9_500,
        min_age: 4,
        max_age: 6,
        city: 'Namur',
        registration_open: false,
        closed_reason: 'deadline_passed',
      });
      expect(stages.map((stage) => stage.slug)).not.toContain('stage-theatre-et-impro');

      const page = await api.http().get('/api/v1/stages').query({ range: '[2,3]' });
      expect(page.headers['content-range']).toBe('stages 2-3/12');
      expect(page.body.map((stage: StageSummary) => stage.id)).toEqual(
        stages.slice(2, 4).map((stage) => stage.id),
      );

      const byName = await api.http().get('/api/v1/stages').query({ sort: '["name","DESC"]' });
      const names = byName.body.map((stage: StageSummary) => stage.name);
      const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      expect(names).toEqual(
        [...names].sort((a: string, b: string) => (folded(a) < folded(b) ? 1 : -1)),
      );
      expect(names.indexOf('Stage équitation')).toBeLessThan(
        names.indexOf("Stage d'escalade à Dinant"),
      );

      const pastTheEnd = await api.http().get('/api/v1/stages').query({ range: '[20,29]' });
      expect(pastTheEnd.body).toEqual([]);
      expect(pastTheEnd.headers['content-range']).toBe('stages 20-20/12');
    });

    it('shows each demo stage with a picture of its own, stored as its organization uploads one', async () => {
      const slugs = demoStages(new Date()).map((stage) => stage.slug);
      expect(slugs).toHaveLength(14);
      const images = new Set<string>();
      for (const slug of slugs) {
        // Hidden and past stages too: their page answers whoever holds the link.
        const stage = await api.http().get(`/api/v1/stages/${slug}`);
        expect(stage.status, slug).toBe(200);
        expect(stage.body.image_url, slug).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
        const image = await api.http().get(stage.body.image_url).responseType('blob');
        expect(image.status, slug).toBe(200);
        expect(image.headers['content-type'], slug).toBe('image/webp');
        const { width, height } = await sharp(image.body as Buffer).metadata();
        expect(width, slug).toBeGreaterThanOrEqual(800);
        expect(height, slug).toBeGreaterThanOrEqual(450);
        expect(width / height, slug).toBeCloseTo(16 / 9, 2);
        images.add(
          createHash('sha256')
            .update(image.body as Buffer)
            .digest('hex'),
        );
      }
      expect(images.size).toBe(slugs.length);

      const listed = z.array(StageSummary).parse((await api.http().get('/api/v1/stages')).body);
      expect(listed.filter((stage) => stage.image_url === null)).toEqual([]);

      // An organizer editing the stage keeps its picture only if it is the organization's.
      const files = await db.query<{ slug: string; kind: string; own: boolean; claimed: boolean }>(
        `SELECT c.slug, f.kind, f.organization_id = c.organization_id AS own,
                f.claimed_at IS NOT NULL AS claimed
           FROM stage_catalogue c JOIN stored_files f ON f.id = c.image_file_id
          ORDER BY c.slug COLLATE "C"`,
      );
      expect(files.rows).toEqual(
        [...slugs].sort().map((slug) => ({ slug, kind: 'stage_image', own: true, claimed: true })),
      );
    });

    it('refuses pages over 100 and filters it does not know', async () => {
      const tooBig = await api.http().get('/api/v1/stages').query({ range: '[0,100]' });
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.errors).toEqual({ range: 'form.invalid' });
      const unknownFilter = await api
        .http()
        .get('/api/v1/stages')
        .query({ filter: '{"colour":"red"}' });
      expect(unknownFilter.status).toBe(400);
      expect(unknownFilter.body.errors).toEqual({ filter: 'form.unknown_field' });
    });

    it('seeds the demo data once: a restart on the same database adds nothing', async () => {
      const before = (await api.infrastructure.store.backlog(START, 1_000)).count;
      // Three verifications; the family shared (offered, accepted); fourteen stages, each
      // counted, its slug reserved, and created; six registrations of the family, four of them
      // decided; six of the neighbours at the circus stage, four of them accepted; a bill for
      // each of the six acceptances, three of them paid (Emma's of last summer and two
      // neighbours'), and Emma's multisports bill, overdue, reminded; the organizer's Gold plan,
      // granted for a year; Emma and two neighbours on the circus stage's waiting list, a
      // neighbour unenrolled there, and the place offered to Emma; at the stage under way, four
      // neighbours registered, accepted, billed and paid, its first day's attendance, and a
      // message to its families.
      expect(before).toBe(3 + 2 + 14 * 3 + 6 + 4 + 6 + 4 + 6 + 3 + 1 + 1 + 3 + 1 + 1 + (4 * 4 + 2));
      await api.app.close();
      const again = await startApi(db, { env: { DEMO_SEED: 'true' } });
      try {
        expect((await again.infrastructure.store.backlog(START, 1_000)).count).toBe(before);
        const { rows } = await db.query<{ n: number }>(
          'SELECT count(*)::integer AS n FROM organizations',
        );
        expect(rows[0]!.n).toBe(4);
        const pictures = await db.query<{ n: number }>(
          'SELECT count(*)::integer AS n FROM stored_files',
        );
        expect(pictures.rows[0]!.n).toBe(14);
        const users = await db.query<{ email: string }>('SELECT email FROM users ORDER BY email');
        expect(users.rows.map((user) => user.email)).toEqual([
          'admin@example.org',
          'coparent@example.org',
          'famille.claes@example.org',
          'famille.dubois@example.org',
          'famille.janssens@example.org',
          'famille.lambert@example.org',
          'famille.maes@example.org',
          'famille.martin@example.org',
          'famille.peeters@example.org',
          'famille.wouters@example.org',
          'organizer@example.org',
          'parent@example.org',
        ]);
        // The demo parent's family, created once: two children, one legal representative; and
        // the eight neighbours' children.
        const family = await db.query<{ children: number; representatives: number }>(
          `SELECT (SELECT count(*)::integer FROM children) AS children,
                  (SELECT count(*)::integer FROM legal_representatives) AS representatives`,
        );
        expect(family.rows[0]).toEqual({ children: 10, representatives: 1 });
        // Shared with the second demo parent, who accepted: no invitation mail is owed to send.
        const shares = await db.query<{ status: string; invitee: string }>(
          `SELECT s.status, u.email AS invitee
             FROM account_shares s JOIN users u ON u.id = s.invitee_id`,
        );
        expect(shares.rows).toEqual([{ status: 'active', invitee: 'coparent@example.org' }]);
        // The demo family's registrations, one in each state.
        const enrollments = await db.query<{ child: string; slug: string; status: string }>(
          `SELECT c.first_name AS child, s.slug, e.status
             FROM enrollments e JOIN children c ON c.id = e.child_id
             JOIN stage_catalogue s ON s.stage_id = e.stage_id
            WHERE c.last_name = 'Parent'
            ORDER BY s.slug, c.first_name`,
        );
        expect(enrollments.rows).toEqual([
          { child: 'Lucas', slug: 'paaskamp-natuur', status: 'cancelled' },
          { child: 'Emma', slug: 'plaine-d-ete-les-castors', status: 'accepted' },
          { child: 'Emma', slug: 'stage-cirque-et-jonglerie', status: 'rejected' },
          { child: 'Emma', slug: 'stage-multisports-6-9-ans', status: 'accepted' },
          { child: 'Lucas', slug: 'stage-multisports-6-9-ans', status: 'pending' },
          { child: 'Emma', slug: 'zomerkamp-theater', status: 'pending' },
        ]);
        // The neighbours fill the circus stage: four accepted, two waiting for the organizer,
        // one of whom gave the place up; it is offered to Emma, first on the waiting list.
        const circus = await db.query<{ status: string; n: number; remaining: number }>(
          `SELECT e.status, count(*)::integer AS n,
                  min(s.max_children - s.registered - s.held) AS remaining
             FROM enrollments e JOIN stage_catalogue s ON s.stage_id = e.stage_id
            WHERE s.slug = 'stage-cirque-et-jonglerie' AND e.status <> 'rejected'
            GROUP BY e.status ORDER BY e.status`,
        );
        expect(circus.rows).toEqual([
          { status: 'accepted', n: 4, remaining: 0 },
          { status: 'cancelled', n: 1, remaining: 0 },
          { status: 'pending', n: 1, remaining: 0 },
        ]);
        const waiting = await db.query<{ child: string; status: string }>(
          `SELECT c.first_name AS child, w.status
             FROM waiting_list_entries w JOIN children c ON c.id = w.child_ids[1]
            ORDER BY w.join_version`,
        );
        expect(waiting.rows).toEqual([
          { child: 'Emma', status: 'offered' },
          { child: 'Jules', status: 'waiting' },
          { child: 'Lien', status: 'waiting' },
        ]);
        // One open report, on the stage it names, filed once.
        const reports = await db.query<{
          target_slug: string;
          target_name: string;
          status: string;
        }>('SELECT target_slug, target_name, status FROM reports');
        expect(reports.rows).toEqual([
          {
            target_slug: 'stage-cirque-et-jonglerie',
            target_name: 'Stage cirque et jonglerie',
            status: 'open',
          },
        ]);
      } finally {
        await again.app.close();
      }
    });
  });
}
