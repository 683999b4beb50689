import { DE_FACTO_ASSOCIATION, Enrollment } from '@stages/contracts';
import { expect } from 'vitest';
import { eventually } from '../../support/wait.js';
import { actors, type Organizer } from '../actors.js';
import {
  ENROLLMENTS,
  enrolling,
  type Family,
  type StageUnderTest,
} from '../enrollments/enrolling.js';
import type { IdentityWorld } from '../identity/world.js';

export const IBAN = 'BE68539007547034';
export const BIC = 'GEBABEBB';

/** Accepted enrollments and their bills, made through the API of the world the suite opens. */
export function paying(world: () => IdentityWorld) {
  const enrollments = enrolling(world);

  /** A verified organizer with a bank account in its profile. */
  async function organizer(): Promise<Organizer> {
    const own = await actors(world()).organizer({ subscribed: true });
    const profile = (await own.browser.get('/api/v1/organization/edit/').expect(200)).body;
    const saved = await own.browser.put('/api/v1/organization/edit/', {
      ...profile,
      type: DE_FACTO_ASSOCIATION,
      iban: IBAN,
      bic: BIC,
    });
    expect(saved.status, saved.text).toBe(200);
    return own;
  }

  /** The enrollment once its bill is issued, as its family reads it. */
  async function billOf(owner: Family, enrollmentId: string): Promise<Enrollment> {
    return eventually(async () => {
      const read = await owner.browser.get(`${ENROLLMENTS}${enrollmentId}/`).expect(200);
      const enrollment = Enrollment.parse(read.body);
      expect(enrollment.invoice_number).not.toBeNull();
      return enrollment;
    });
  }

  /** A child of `owner` registered for `stage` and accepted by `by`: its bill, once issued. */
  async function accepted(owner: Family, by: Organizer, stage: StageUnderTest) {
    const enrollment = await enrollments.registered(owner, stage);
    const accept = await by.browser.post(`${ENROLLMENTS}${enrollment.id}/accept/`, {});
    expect(accept.status, accept.text).toBe(200);
    return billOf(owner, enrollment.id);
  }

  return { ...enrollments, organizer, billOf, accepted };
}
