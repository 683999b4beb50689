import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, at, nextYear, type Organizer } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { paying } from '../payments/paying.js';
import { ENROLLMENTS, enrolling, WAITING_LIST } from './enrolling.js';
import { headers, records, workbook } from './workbooks.js';

describe('Excel exports of enrollments', () => {
  let world: IdentityWorld;
  let organizer: Organizer;
  const { family, registered, child, ...make } = enrolling(() => world);
  const pay = paying(() => world);
  beforeAll(async () => {
    world = await openIdentityWorld();
    organizer = await actors(world).organizer({ subscribed: true });
  });
  afterAll(() => world.close());

  it("gives a stage's enrollments and its accepted children's medical sheets, titled in the organizer's language", async () => {
    await organizer.browser.patch('/api/v1/user/', { language: 'nl' }).expect(200);
    const ann = await family();
    const target = await make.stage(organizer, { name: `Zeilkamp ${nextYear}` });
    const noor = await registered(ann, target, {
      first_name: 'Noor',
      birth_date: `${nextYear - 8}-03-14`,
      allergies: 'Pinda',
    });
    const mila = await registered(ann, target, { first_name: 'Mila', allergies: 'Kiwi' });
    await organizer.browser.post(`${ENROLLMENTS}${noor.id}/accept/`).expect(200);
    const bill = await pay.billOf(ann, noor.id);
    await organizer.browser
      .post(`${ENROLLMENTS}${noor.id}/mark-paid/`, { payment_date: bill.issued_on })
      .expect(200);

    const book = await workbook(
      organizer.browser,
      `/api/v1/organization/stages/${target.slug}/enrollments/export/`,
    );
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Inschrijvingen',
      'Medische fiches',
      'Wachtlijst',
    ]);
    const [enrollments, medical] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(headers(enrollments).slice(-5)).toEqual([
      'Factuurnummer',
      'Betaling',
      'Betaald bedrag (EUR)',
      'Betaaldatum',
      'Betaalwijze',
    ]);
    const rows = records(enrollments);
    // By child: Mila, then Noor, whatever the order of their requests.
    expect(rows.map((row) => [row.Voornaam, row.Status, row.Betaling])).toEqual([
      ['Mila', 'In afwachting', null],
      ['Noor', 'Aanvaard', 'Betaald'],
    ]);
    const noorRow = rows.find((row) => row.Voornaam === 'Noor')!;
    // Dates and amounts are cells Excel computes with, not text.
    expect(noorRow.Geboortedatum).toEqual(new Date(`${nextYear - 8}-03-14T00:00:00Z`));
    expect(noorRow.Begin).toEqual(new Date(`${nextYear}-07-06T00:00:00Z`));
    expect(noorRow['Prijs (EUR)']).toBe(125);
    expect(noorRow['Leeftijd op de eerste dag']).toBe(8);
    expect(noorRow['Aangevraagd op']).toBeInstanceOf(Date);
    expect(noorRow.Ouder).toBe('Ann Peeters');
    expect(noorRow.Factuurnummer).toBe(bill.invoice_number);
    expect(noorRow['Betaald bedrag (EUR)']).toBe(125);
    expect(noorRow.Betaaldatum).toEqual(new Date(`${bill.issued_on}T00:00:00Z`));
    expect(noorRow.Betaalwijze).toBe('Manueel geregistreerd');

    // Only the accepted child's sheet, and the reading is recorded for the parent to see.
    expect(records(medical).map((row) => [row.Voornaam, row['Allergieën']])).toEqual([
      ['Noor', 'Pinda'],
    ]);
    const { rows: views } = await world.db.query(
      'SELECT child_id::text, viewed_by::text FROM child_health_views WHERE child_id = ANY($1)',
      [[noor.child_id, mila.child_id]],
    );
    expect(views).toEqual([{ child_id: noor.child_id, viewed_by: expect.any(String) }]);
  });

  it("gives every enrollment of the organization's stages in a chosen year, by child then date, with its bill", async () => {
    const own = await pay.organizer();
    await own.browser.patch('/api/v1/user/', { language: 'fr' }).expect(200);
    const ann = await family();
    const july = await make.stage(own);
    const august = await make.stage(own, {
      starts_at: at(nextYear, 8, 3, 7),
      ends_at: at(nextYear, 8, 7, 14),
      registration_deadline: at(nextYear, 7, 20, 10),
      cost_cents: 9_000,
    });
    const later = await make.stage(own, {
      starts_at: `${nextYear + 1}-07-06T07:00:00.000Z`,
      ends_at: `${nextYear + 1}-07-10T14:00:00.000Z`,
      registration_deadline: `${nextYear + 1}-06-22T10:00:00.000Z`,
    });
    // Asked in no particular order; "Élodie" sorts before "Zoé" in French, not in byte order.
    const adam = await registered(ann, july, { first_name: 'Adam', last_name: 'Martin' });
    const zoe = await registered(ann, july, {
      first_name: 'Zoé',
      last_name: 'Dubois',
      photo_consent: 'no',
    });
    const elodieInAugust = await registered(ann, august, {
      first_name: 'Élodie',
      last_name: 'Dubois',
    });
    const elodieInJuly = await make.register(ann, july, elodieInAugust.child_id);
    expect(elodieInJuly.status, elodieInJuly.text).toBe(201);
    await registered(ann, later, { first_name: 'Jules', birth_date: `${nextYear - 7}-01-01` });
    await own.browser.post(`${ENROLLMENTS}${adam.id}/reject/`, { reason: 'Complet' }).expect(200);
    await own.browser.post(`${ENROLLMENTS}${zoe.id}/accept/`).expect(200);
    await own.browser.post(`${ENROLLMENTS}${elodieInAugust.id}/accept/`).expect(200);
    const zoeBill = await pay.billOf(ann, zoe.id);
    const paidBill = await pay.billOf(ann, elodieInAugust.id);
    await own.browser
      .post(`${ENROLLMENTS}${elodieInAugust.id}/mark-paid/`, { payment_date: paidBill.issued_on })
      .expect(200);

    const book = await workbook(
      own.browser,
      `/api/v1/organization/enrollments/export/?year=${nextYear}`,
    );
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Inscriptions']);
    const rows = records(book.worksheets[0]!);
    // Each child's photo consent, as the family answered it.
    expect(rows.map((row) => row.Photos)).toEqual([
      'Groupe seulement',
      'Groupe seulement',
      'Non',
      'Groupe seulement',
    ]);
    expect(
      rows.map((row) => [
        row.Nom,
        row['Prénom'],
        row['Début'],
        row['État'],
        row['N° de facture'],
        row.Paiement,
        row['Montant payé (EUR)'],
        row['Date du paiement'],
      ]),
    ).toEqual([
      [
        'Dubois',
        'Élodie',
        new Date(`${nextYear}-07-06T00:00:00Z`),
        'En attente',
        null,
        null,
        null,
        null,
      ],
      [
        'Dubois',
        'Élodie',
        new Date(`${nextYear}-08-03T00:00:00Z`),
        'Acceptée',
        paidBill.invoice_number,
        'Payée',
        90,
        new Date(`${paidBill.issued_on}T00:00:00Z`),
      ],
      [
        'Dubois',
        'Zoé',
        new Date(`${nextYear}-07-06T00:00:00Z`),
        'Acceptée',
        zoeBill.invoice_number,
        'À payer',
        null,
        null,
      ],
      [
        'Martin',
        'Adam',
        new Date(`${nextYear}-07-06T00:00:00Z`),
        'Refusée',
        null,
        null,
        null,
        null,
      ],
    ]);
  });

  it("adds the stage's waiting list, in the order places are offered", async () => {
    await organizer.browser.patch('/api/v1/user/', { language: 'fr' }).expect(200);
    const stage = await make.stage(organizer, { max_children: 1 });
    const holder = await family();
    await registered(holder, stage);
    const [ann, bart] = [await family(), await family()];
    const join = async (who: typeof ann, names: string[]) => {
      const ids = [];
      for (const first_name of names) ids.push((await child(who, { first_name })).id);
      await who.browser.post(WAITING_LIST, { stage_id: stage.id, child_ids: ids }).expect(201);
    };
    await join(ann, ['Lou', 'Mia']);
    await join(bart, ['Noah']);
    const book = await workbook(
      organizer.browser,
      `/api/v1/organization/stages/${stage.slug}/enrollments/export/`,
    );
    const sheet = book.getWorksheet("Liste d'attente")!;
    expect(headers(sheet)).toEqual([
      'Position',
      'Enfants',
      'Parent',
      'E-mail',
      'Téléphone',
      'Inscrite le',
      'État',
      "Offre jusqu'au",
    ]);
    expect(
      records(sheet).map((row) => [row.Position, row.Enfants, row['E-mail'], row['État']]),
    ).toEqual([
      [1, 'Lou Peeters, Mia Peeters', ann.email, 'En attente'],
      [2, 'Noah Peeters', bart.email, 'En attente'],
    ]);
  });

  it("refuses another organization's stage, parents, anonymous callers and a missing year", async () => {
    const ann = await family();
    const target = await make.stage(organizer);
    await registered(ann, target);
    const other = await actors(world).organizer();
    const path = `/api/v1/organization/stages/${target.slug}/enrollments/export/`;
    await other.browser.get(path).expect(404);
    await ann.browser.get(path).expect(403);
    await world.api.http().get(path).expect(401);
    const missing = await organizer.browser.get('/api/v1/organization/enrollments/export/');
    expect(missing.status).toBe(400);
  });
});
