import {
  brusselsDay,
  Enrollment,
  PriceQuote,
  StageDetail,
  type PriceLineView,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../support/clock.js';
import { downloaded, needsPoppler, pdfText, POPPLER } from '../../support/pdfs.js';
import { eventually } from '../../support/wait.js';
import { nextYear, type Organizer } from '../actors.js';
import { ENROLLMENTS, type Family } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { paying } from '../payments/paying.js';
import { belcotaxErrors, certifying, parentProfile, taxYear } from './certifying.js';

const withPoppler = it.skipIf(!POPPLER);

/** The lines as amounts by kind, which is what a bill must get right to the cent. */
const amounts = (lines: readonly PriceLineView[]) =>
  lines.map((line) => `${line.kind}${line.option_id ? `:${line.label}` : ''} ${line.amount_cents}`);

/**
 * Three brothers and sisters on one stage of 125 €, 20 € off the second and 30 € off the third,
 * with daycare (25 €, childcare) and hot meals (35 €, not childcare): from the quote to the
 * invoice, the credit note, the mutual insurer's certificates and the 281.86, to the cent.
 */
describe(
  'A family of three on a stage with sibling discounts and options',
  { timeout: 120_000 },
  () => {
    let world: IdentityWorld;
    const clock = new SettableClock();
    beforeAll(async () => {
      world = await openIdentityWorld({}, undefined, clock);
    });
    afterAll(() => world.close());
    const make = paying(() => world);

    async function register(
      who: Family,
      stage: StageDetail,
      firstName: string,
      optionIds: string[],
    ): Promise<Enrollment> {
      const kid = await make.child(who, { first_name: firstName });
      const quoted = await who.browser
        .get(
          `/api/v1/stages/${stage.slug}/quote/?child_id=${kid.id}&option_ids=${optionIds.join(',')}`,
        )
        .expect(200);
      const response = await who.browser.post(ENROLLMENTS, {
        stage_id: stage.id,
        child_id: kid.id,
        confirmed_price_cents: PriceQuote.parse(quoted.body).total_cents,
        option_ids: optionIds,
      });
      expect(response.status, response.text).toBe(201);
      return Enrollment.parse(response.body);
    }

    withPoppler(`bills, credits and certifies each child’s lines${needsPoppler}`, async () => {
      const organizer: Organizer = await certifying(make);
      const family = await make.family();
      await family.browser.put('/api/v1/parent/edit/', parentProfile('Rue de Fer')).expect(200);
      const stage = StageDetail.parse(
        await make.stage(organizer, {
          cost_cents: 12_500,
          sibling_discounts: { second_cents: 2_000, third_and_more_cents: 3_000 },
          options: [
            { label: 'Garderie', price_cents: 2_500, counts_as_care: true },
            { label: 'Repas chaud', price_cents: 3_500, max: 20, counts_as_care: false },
          ],
        }),
      );
      const [daycare, meals] = stage.options.map((option) => option.id) as [string, string];

      const emma = await register(family, stage, 'Emma', [daycare, meals]);
      const lucas = await register(family, stage, 'Lucas', [daycare]);
      const zoe = await register(family, stage, 'Zoé', [meals]);
      expect([emma, lucas, zoe].map((each) => each.price_cents)).toEqual([18_500, 13_000, 13_000]);
      expect(amounts(lucas.lines)).toEqual([
        'stage 12500',
        'sibling_discount -2000',
        'option:Garderie 2500',
      ]);

      for (const each of [emma, lucas, zoe]) {
        await organizer.browser.post(`${ENROLLMENTS}${each.id}/accept/`, {}).expect(200);
      }
      const bills = await Promise.all(
        [emma, lucas, zoe].map((each) => make.billOf(family, each.id)),
      );
      expect(bills.map((bill) => bill.amount_cents)).toEqual([18_500, 13_000, 13_000]);
      expect(amounts(bills[2]!.lines)).toEqual([
        'stage 12500',
        'sibling_discount -3000',
        'option:Repas chaud 3500',
      ]);
      // The organizer's list of bills shows the same lines.
      const listed = await organizer.browser.get('/api/v1/organization/bills/').expect(200);
      const zoeListed = (listed.body as { id: string; lines: PriceLineView[] }[]).find(
        (bill) => bill.id === zoe.id,
      )!;
      expect(amounts(zoeListed.lines)).toEqual(amounts(bills[2]!.lines));

      const invoice = pdfText(
        (await downloaded(family.browser, `${ENROLLMENTS}${emma.id}/invoice/`)).bytes,
      );
      expect(invoice).toMatch(/Garderie\s+25,00 €/);
      expect(invoice).toMatch(/Repas chaud\s+35,00 €/);
      expect(invoice).toMatch(/Total à payer\s+185,00 €/);
      const second = pdfText(
        (await downloaded(family.browser, `${ENROLLMENTS}${lucas.id}/invoice/`)).bytes,
      );
      expect(second).toMatch(/Réduction frères et sœurs\s+-20,00 €/);
      expect(second).toMatch(/Total à payer\s+130,00 €/);

      // Lucas is unenrolled: his credit note credits each line of his invoice.
      await family.browser.post(`${ENROLLMENTS}${lucas.id}/cancel/`, {}).expect(200);
      const credit = await eventually(async () => {
        const note = await downloaded(
          family.browser,
          `${ENROLLMENTS}${lucas.id}/invoice/?document=credit-note`,
        );
        expect(note.status).toBe(200);
        return pdfText(note.bytes);
      });
      expect(credit).toMatch(/-125,00 €/);
      expect(credit).toMatch(/Réduction frères et sœurs\s+20,00 €/);
      expect(credit).toMatch(/Garderie\s+-25,00 €/);
      expect(credit).toMatch(/-130,00 €/);

      for (const bill of [bills[0]!, bills[2]!]) {
        await organizer.browser
          .post(`${ENROLLMENTS}${bill.id}/mark-paid/`, { payment_date: brusselsDay(clock.now()) })
          .expect(200);
      }

      // After the stay, the mutual insurer's certificates state the childcare paid alone:
      // Emma 185 € of which 35 € of meals: 150 €; Zoé 130 € for 160 € charged of which 125 € of
      // care: 130 × 125 / 160 = 101,5625, so 101,56 €.
      clock.setDay(`${nextYear}-07-20`);
      const mutual = async (id: string) =>
        pdfText(
          (await downloaded(family.browser, `${ENROLLMENTS}${id}/mutual-certificate/`)).bytes,
        );
      const emmaCertificate = await mutual(emma.id);
      expect(emmaCertificate).toMatch(/Montant payé\s+150,00 €/);
      expect(emmaCertificate).toMatch(/Suppléments non compris\s+35,00 €/);
      expect(await mutual(zoe.id)).toMatch(/Montant payé\s+101,56 €/);

      // The 281.86 of the year, and its Belcotax file, count the same amounts.
      clock.setDay(`${nextYear + 1}-01-10`);
      const year = await taxYear(organizer, nextYear);
      expect(
        year.certificates.map((certificate) => [certificate.child_name, certificate.total_cents]),
      ).toEqual(
        expect.arrayContaining([
          ['Emma Peeters', 15_000],
          ['Zoé Peeters', 10_156],
        ]),
      );
      expect(year.certificates).toHaveLength(2);
      const filing = await downloaded(organizer.browser, year.belcotax_url!);
      const xml = filing.bytes.toString('utf8');
      expect(await belcotaxErrors(xml)).toEqual([]);
      expect(xml).toContain('<f86_2064_totalamount>15000</f86_2064_totalamount>');
      expect(xml).toContain('<f86_2064_totalamount>10156</f86_2064_totalamount>');
    });
  },
);
