import { fromBrusselsWallClock, normalizeEnterpriseNumber } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { demoOrganizations, demoProfiles, demoStages } from '../../../api/src/demo/demo-data.js';

describe('the demo data', () => {
  it('gives each registered demo organization an enterprise number of its own, with a valid check', () => {
    expect(demoProfiles).toHaveLength(demoOrganizations.length);
    const numbers = demoProfiles.flatMap((profile) =>
      profile.enterprise === null ? [] : [profile.enterprise],
    );
    for (const number of numbers) expect(normalizeEnterpriseNumber(number), number).toBe(number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Only the association of fact, which Belgium does not register, goes without one.
    expect(
      demoProfiles.filter((profile) => profile.enterprise === null).map(({ type }) => type),
    ).toEqual(['de_facto_association']);
  });

  it('runs the demo stages from 9:00 to 16:00 Belgian time, in summer and in winter', () => {
    for (const today of [new Date('2027-06-14T10:00:00Z'), new Date('2027-11-15T10:00:00Z')]) {
      for (const stage of demoStages(today)) {
        const startDay = stage.startsAt.slice(0, 10);
        const endDay = stage.endsAt.slice(0, 10);
        expect(stage.startsAt, stage.slug).toBe(fromBrusselsWallClock(`${startDay}T09:00`));
        expect(stage.endsAt, stage.slug).toBe(fromBrusselsWallClock(`${endDay}T16:00`));
      }
    }
  });
});
