import { randomUUID } from 'node:crypto';
import { BYTES_PER_MB, OrganizationProfile, StageDetail } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilesJanitor } from '../../../api/src/documents/files/files-janitor.js';
import {
  backends,
  backendTitle,
  createPostgresDatabase,
  openPglite,
  type PostgresTestDatabase,
} from '../../support/databases.js';
import { encodedImage, pdfDocument, pngHeaderOnly, pngImage } from '../../support/image-files.js';
import { eventually } from '../../support/wait.js';
import { actors, stageForm, type Organizer } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

const QUOTA_MB = 2;

/** A valid PDF of about `bytes`, the padding after its end being what readers skip. */
const pdfOf = (bytes: number) => {
  const pdf = pdfDocument();
  return Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, ' ')]);
};

/** Photo-like noise does not compress: a stage image of a little over one megabyte. */
const megabyteImage = () => encodedImage('png', 800, 450);

for (const backend of backends) {
  describe.skipIf(!backend.available)(`Upload limits on ${backendTitle(backend)}`, () => {
    let world: IdentityWorld;
    let postgres: PostgresTestDatabase | null = null;
    beforeAll(async () => {
      let db: SqlDatabase;
      if (backend.name === 'PostgreSQL') {
        postgres = await createPostgresDatabase();
        db = postgres.connect();
      } else {
        db = await openPglite();
      }
      world = await openIdentityWorld({ UPLOAD_QUOTA_MB: String(QUOTA_MB) }, db);
    });
    afterAll(async () => {
      await world?.close();
      await postgres?.drop();
    });

    const organizer = () => actors(world).organizer();
    const uploadTo = (owner: Organizer, kind: string, content: Buffer, name: string) =>
      owner.browser.post(`/api/v1/organization/edit/files/${kind}/`).attach('file', content, name);
    const uploadImage = (owner: Organizer, content: Buffer, name = 'camp.png') =>
      owner.browser.post('/api/v1/stage/manage/image/').attach('file', content, name);

    async function storedFiles(owner: Organizer) {
      const { rows } = await world.db.query<{ id: string; kind: string; size: number }>(
        'SELECT id, kind, size FROM stored_files WHERE organization_id = $1 ORDER BY created_at',
        [owner.id],
      );
      return rows;
    }

    const profile = async (owner: Organizer) =>
      OrganizationProfile.parse(
        (await owner.browser.get('/api/v1/organization/edit/').expect(200)).body,
      );

    describe('the quota', () => {
      it("refuses a file that would take the organization's files past it, storing nothing", async () => {
        const owner = await organizer();
        const idCard = await uploadTo(owner, 'id_card', pdfOf(1.5 * BYTES_PER_MB), 'id.pdf');
        expect(idCard.status).toBe(201);

        const insurance = await uploadTo(owner, 'insurance', pdfOf(BYTES_PER_MB), 'ins.pdf');
        expect(insurance.status).toBe(413);
        expect(insurance.body.code).toBe('upload.quota_exceeded');
        expect(await storedFiles(owner)).toEqual([
          { id: idCard.body.id, kind: 'id_card', size: 1.5 * BYTES_PER_MB },
        ]);
        expect((await profile(owner)).insurance_file_id).toBeNull();

        // What is left still takes a file that fits, to the byte.
        const fits = await uploadTo(owner, 'insurance', pdfOf(0.5 * BYTES_PER_MB), 'ins.pdf');
        expect(fits.status).toBe(201);
        const full = await uploadImage(owner, pngImage(800, 450));
        expect(full.status).toBe(413);
        expect(full.body.code).toBe('upload.quota_exceeded');
        expect((await storedFiles(owner)).map((file) => file.kind)).toEqual([
          'id_card',
          'insurance',
        ]);
      });

      it('counts one organization only', async () => {
        const full = await organizer();
        expect((await uploadTo(full, 'id_card', pdfOf(2 * BYTES_PER_MB), 'id.pdf')).status).toBe(
          201,
        );
        const other = await organizer();
        expect((await uploadTo(other, 'id_card', pdfOf(2 * BYTES_PER_MB), 'id.pdf')).status).toBe(
          201,
        );
      });

      it('lets a replaced document make room for the one replacing it', async () => {
        const owner = await organizer();
        const first = await uploadTo(owner, 'id_card', pdfOf(1.5 * BYTES_PER_MB), 'old.pdf');
        expect(first.status).toBe(201);
        const second = await uploadTo(owner, 'id_card', pdfOf(1.5 * BYTES_PER_MB), 'new.pdf');
        expect(second.status).toBe(201);
        expect((await storedFiles(owner)).map((file) => file.id)).toEqual([second.body.id]);
      });

      it('lets only one of two uploads racing for the last megabytes through', async () => {
        const owner = await organizer();
        const [image, other] = await Promise.all([megabyteImage(), megabyteImage()]);
        expect(image.length).toBeGreaterThan(QUOTA_MB * BYTES_PER_MB * 0.5);
        const responses = await Promise.all([uploadImage(owner, image), uploadImage(owner, other)]);
        expect(responses.map((response) => response.status).sort()).toEqual([201, 413]);
        expect(await storedFiles(owner)).toHaveLength(1);
      });

      it.runIf(backend.name === 'PostgreSQL')(
        'holds when both uploads have counted before either has stored its file',
        async () => {
          const owner = await organizer();
          const [image, other] = await Promise.all([megabyteImage(), megabyteImage()]);
          // Another session holds back every insert into stored_files, so both uploads reach
          // their insert together; an upload that counted without waiting for the other would
          // pass with a count that no longer holds.
          const blocker = postgres!.connect(1);
          const responses = await blocker.transaction(async (tx) => {
            await tx.query('LOCK TABLE stored_files IN SHARE MODE');
            const uploads = Promise.all([uploadImage(owner, image), uploadImage(owner, other)]);
            await eventually(
              async () => {
                const { rows } = await world.db.query<{ waiting: number }>(
                  `SELECT count(*)::integer AS waiting FROM pg_stat_activity
                    WHERE datname = current_database() AND wait_event_type = 'Lock'`,
                );
                return rows[0]!.waiting >= 2 ? true : undefined;
              },
              { timeoutMs: 20_000 },
            );
            return { uploads };
          });
          const statuses = (await responses.uploads).map((response) => response.status);
          expect(statuses.sort()).toEqual([201, 413]);
          expect(await storedFiles(owner)).toHaveLength(1);
        },
      );
    });

    describe('images', () => {
      it('refuses an image claiming 100,000 × 100,000 pixels without decoding it', async () => {
        const owner = await organizer();
        const huge = await uploadImage(owner, pngHeaderOnly(100_000, 100_000), 'huge.png');
        expect(huge.status).toBe(422);
        expect(huge.body.code).toBe('upload.image_too_large');
        const asDocument = await uploadTo(owner, 'id_card', pngHeaderOnly(100_000, 100_000), 'x');
        expect(asDocument.status).toBe(422);
        expect(asDocument.body.code).toBe('upload.image_too_large');
        expect(await storedFiles(owner)).toEqual([]);
      });

      it('refuses a PNG that is only its 33-byte header, and a cut-off JPEG', async () => {
        const owner = await organizer();
        const header = await uploadImage(owner, pngHeaderOnly(1200, 675), 'camp.png');
        expect(header.status).toBe(422);
        expect(header.body.code).toBe('upload.unreadable');
        const jpeg = await encodedImage('jpeg', 1200, 675);
        const cut = await uploadImage(owner, jpeg.subarray(0, jpeg.length - 200), 'camp.jpg');
        expect(cut.status).toBe(422);
        expect(cut.body.code).toBe('upload.unreadable');
        expect(await storedFiles(owner)).toEqual([]);

        const whole = await uploadImage(owner, jpeg, 'camp.jpg');
        expect(whole.status).toBe(201);
        const webp = await uploadImage(owner, await encodedImage('webp', 800, 450), 'camp.webp');
        expect(webp.status).toBe(201);
        expect(webp.body.mime).toBe('image/webp');
      });
    });

    describe('one file per request', () => {
      it('refuses two files, a file with another field before or after it, or a file in another field than file', async () => {
        const owner = await organizer();
        const png = pngImage(800, 450);
        const url = '/api/v1/stage/manage/image/';
        for (const [what, send] of [
          [
            'two files',
            () => owner.browser.post(url).attach('file', png, 'a.png').attach('file', png, 'b.png'),
          ],
          [
            'a second file under another name',
            () =>
              owner.browser.post(url).attach('file', png, 'a.png').attach('other', png, 'b.png'),
          ],
          [
            'a field before',
            () => owner.browser.post(url).field('note', 'x').attach('file', png, 'a.png'),
          ],
          [
            'a field after',
            () => owner.browser.post(url).attach('file', png, 'a.png').field('note', 'x'),
          ],
        ] as const) {
          const response = await send();
          expect(response.status, what).toBe(400);
          expect(response.body.code, what).toBe('upload.one_file_only');
        }
        const elsewhere = await owner.browser.post(url).attach('image', png, 'a.png');
        expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'upload.wrong_field']);
        // The refusal is kept with its key and replayed: its message quotes nothing sent.
        const key = randomUUID();
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const odd = await owner.browser
            .post(url)
            .set('Idempotency-Key', key)
            .attach("..'\u0000", png, 'a.png');
          expect([odd.status, odd.body.code]).toEqual([400, 'upload.wrong_field']);
          expect(odd.body.message).not.toContain('\u0000');
        }
        expect(await storedFiles(owner)).toEqual([]);

        const alone = await owner.browser.post(url).attach('file', png, 'a.png');
        expect(alone.status).toBe(201);
      });
    });

    describe('clean-up', () => {
      it('deletes a replaced logo, ID card or insurance certificate at once', async () => {
        const owner = await organizer();
        const uploads = {
          logo: [pngImage(400, 400), pngImage(500, 500)],
          id_card: [pdfDocument(), pdfOf(20_000)],
          insurance: [pdfOf(30_000), pdfDocument()],
        };
        const kept: string[] = [];
        for (const [kind, [first, second]] of Object.entries(uploads)) {
          const old = await uploadTo(owner, kind, first!, 'first');
          expect(old.status).toBe(201);
          const current = await uploadTo(owner, kind, second!, 'second');
          expect(current.status).toBe(201);
          kept.push(current.body.id);
          expect((await world.api.http().get(`/api/v1/files/${old.body.id}`)).status).toBe(404);
        }
        expect((await storedFiles(owner)).map((file) => file.id).sort()).toEqual(kept.sort());
        const current = await profile(owner);
        expect(
          [current.logo_file_id, current.id_card_file_id, current.insurance_file_id].sort(),
        ).toEqual(kept.sort());
      });

      it('deletes after a day the stage images no stage shows, and keeps the others', async () => {
        // Subscribed: the free plan's two stages would not be enough.
        const owner = await actors(world).organizer({ subscribed: true });
        const image = async () => {
          const response = await uploadImage(owner, pngImage(800, 450));
          expect(response.status).toBe(201);
          return response.body.id as string;
        };
        const [never, shown, replaced, replacing, ofDeleted, fresh, namedToday] = [
          await image(),
          await image(),
          await image(),
          await image(),
          await image(),
          await image(),
          await image(),
        ];
        const create = async (imageFileId: string) => {
          const response = await owner.browser.post(
            '/api/v1/stage/manage/',
            stageForm({ image_file_id: imageFileId }),
          );
          expect(response.status, JSON.stringify(response.body)).toBe(201);
          return StageDetail.parse(response.body);
        };
        await create(shown);
        const changed = await create(replaced);
        const edit = await owner.browser.put(`/api/v1/stage/manage/${changed.slug}/`, {
          ...editFormOf(changed),
          image_file_id: replacing,
        });
        expect(edit.status, JSON.stringify(edit.body)).toBe(200);
        const deleted = await create(ofDeleted);
        expect((await owner.browser.delete(`/api/v1/stage/manage/${deleted.slug}/`)).status).toBe(
          200,
        );
        await eventually(async () => {
          const { rows } = await world.db.query<{ image_file_id: string }>(
            'SELECT image_file_id FROM stage_catalogue WHERE organization_id = $1',
            [owner.id],
          );
          const images = rows.map((row) => row.image_file_id).sort();
          return JSON.stringify(images) === JSON.stringify([shown, replacing].sort())
            ? true
            : undefined;
        });

        // A logo attached long ago stays; one stored but never attached goes.
        const logo = await uploadTo(owner, 'logo', pngImage(400, 400), 'logo.png');
        expect(logo.status).toBe(201);
        const strayLogo = randomUUID();
        await world.db.query(
          `INSERT INTO stored_files (id, organization_id, kind, mime, size, original_name, content)
           VALUES ($1, $2, 'logo', 'image/png', 1, 'stray.png', '\\x00')`,
          [strayLogo, owner.id],
        );

        // Every file but one is two days old; one was named by a form an hour ago, its stage
        // not yet in the catalogue as far as the clean-up can tell.
        await world.db.query(
          `UPDATE stored_files SET created_at = now() - interval '2 days'
            WHERE organization_id = $1 AND id <> $2`,
          [owner.id, fresh],
        );
        await world.db.query(
          `UPDATE stored_files SET claimed_at = now() - interval '1 hour' WHERE id = $1`,
          [namedToday],
        );
        await world.db.query(
          `UPDATE stored_files SET claimed_at = now() - interval '2 days'
            WHERE organization_id = $1 AND id <> $2`,
          [owner.id, namedToday],
        );

        await world.api.app.get(FilesJanitor).sweep();

        expect((await storedFiles(owner)).map((file) => file.id).sort()).toEqual(
          [shown, replacing, fresh, namedToday, logo.body.id].sort(),
        );
        for (const gone of [never, replaced, ofDeleted]) {
          expect((await world.api.http().get(`/api/v1/files/${gone}`)).status).toBe(404);
        }
        expect((await world.api.http().get(`/api/v1/files/${shown}`)).status).toBe(200);
      });

      it('deletes no stage image while the catalogue has stopped', async () => {
        const owner = await organizer();
        const response = await uploadImage(owner, pngImage(800, 450));
        expect(response.status).toBe(201);
        await world.db.query(
          `UPDATE stored_files SET created_at = now() - interval '2 days' WHERE id = $1`,
          [response.body.id],
        );
        await world.db.query(
          `UPDATE projection_checkpoints SET status = 'failed' WHERE name = 'stage_catalogue'`,
        );
        try {
          await world.api.app.get(FilesJanitor).sweep();
          expect(await storedFiles(owner)).toHaveLength(1);
        } finally {
          await world.db.query(
            `UPDATE projection_checkpoints SET status = 'running' WHERE name = 'stage_catalogue'`,
          );
        }
        await world.api.app.get(FilesJanitor).sweep();
        expect(await storedFiles(owner)).toEqual([]);
      });
    });
  });
}

/** The edit form of a stage as it is, as the web app sends it back. */
function editFormOf(stage: StageDetail) {
  return {
    name: stage.name,
    description: stage.description,
    starts_at: stage.starts_at,
    ends_at: stage.ends_at,
    registration_deadline: stage.registration_deadline,
    max_children: stage.max_children,
    min_age: stage.min_age,
    max_age: stage.max_age,
    address: stage.address,
    activity_start: stage.activity_start,
    activity_end: stage.activity_end,
    daycare_start: stage.daycare_start,
    daycare_end: stage.daycare_end,
    effective_days: stage.effective_days,
    image_file_id: stage.image_file_id,
  };
}
