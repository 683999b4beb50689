import { addDays, DE_FACTO_ASSOCIATION, type Enrollment } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentReminders } from '../../../api/src/payments/reminders/payment-reminders.js';
import { SettableClock } from '../../support/clock.js';
import type { Organizer } from '../actors.js';
import { ENROLLMENTS, type Family } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { paying } from './paying.js';

describe('Payment reminders', () => {
  let world: IdentityWorld;
  let organizer: Organizer;
  const clock = new SettableClock();
  beforeAll(async () => {
    world = await openIdentityWorld({}, undefined, clock);
    organizer = await make.organizer();
  });
  afterAll(() => world.close());
  const make = paying(() => world);

  /** One hourly round on `day`: how many reminders it recorded. */
  const roundOn = (day: string) => {
    clock.setDay(day);
    return world.api.app.get(PaymentReminders).sweep();
  };

  /** The reminders recorded for a bill: the log's, which the mails are sent from. */
  const remindersOf = async (bill: Enrollment) => {
    const { rows } = await world.db.query<{ count: string }>(
      `SELECT count(*) FROM events
        WHERE type = 'PaymentReminderDue' AND data->>'enrollmentId' = $1`,
      [bill.id],
    );
    return Number(rows[0]!.count);
  };

  async function unpaidBill(by = organizer): Promise<{ ann: Family; bill: Enrollment }> {
    const ann = await make.family();
    const bill = await make.accepted(ann, by, await make.stage(by));
    return { ann, bill };
  }

  it('reminds when the bill becomes overdue, then at most twice more, five days apart', async () => {
    const { ann, bill } = await unpaidBill();
    const due = bill.due_date!;
    await roundOn(due);
    expect(await remindersOf(bill)).toBe(0);
    await roundOn(addDays(due, 1));
    expect(await remindersOf(bill)).toBe(1);
    await roundOn(addDays(due, 1));
    await roundOn(addDays(due, 5));
    expect(await remindersOf(bill)).toBe(1);
    await roundOn(addDays(due, 6));
    expect(await remindersOf(bill)).toBe(2);
    await roundOn(addDays(due, 11));
    await roundOn(addDays(due, 40));
    expect(await remindersOf(bill)).toBe(3);

    const subjects: string[] = [];
    while (subjects.filter((subject) => subject.startsWith('Rappel')).length < 3) {
      subjects.push((await world.mailbox.take(ann.email)).subject ?? '');
    }
    expect(subjects.filter((subject) => subject.startsWith('Rappel'))).toEqual([
      `Rappel : facture ${bill.invoice_number} à payer`,
      `Rappel (2) : facture ${bill.invoice_number} à payer`,
      `Rappel (3) : facture ${bill.invoice_number} à payer`,
    ]);
  });

  it('does not remind a paid bill, nor the families of an organization that turned reminders off', async () => {
    const paid = await unpaidBill();
    await organizer.browser
      .post(`${ENROLLMENTS}${paid.bill.id}/mark-paid/`, { payment_date: paid.bill.issued_on })
      .expect(200);

    const quiet = await make.organizer();
    const profile = (await quiet.browser.get('/api/v1/organization/edit/').expect(200)).body;
    await quiet.browser
      .put('/api/v1/organization/edit/', {
        ...profile,
        type: DE_FACTO_ASSOCIATION,
        payment_reminders: false,
      })
      .expect(200);
    const unreminded = await unpaidBill(quiet);

    await roundOn(addDays(paid.bill.due_date!, 1));
    await roundOn(addDays(unreminded.bill.due_date!, 1));
    expect(await remindersOf(paid.bill)).toBe(0);
    expect(await remindersOf(unreminded.bill)).toBe(0);
    // The same bill, once the organization reminds again.
    await quiet.browser
      .put('/api/v1/organization/edit/', { ...profile, type: DE_FACTO_ASSOCIATION })
      .expect(200);
    await roundOn(addDays(unreminded.bill.due_date!, 2));
    expect(await remindersOf(unreminded.bill)).toBe(1);
  });
});
