import { randomUUID } from 'node:crypto';
import { ErrorCode, type StageSlugEvent } from '@stages/contracts';
import { describe, it } from 'vitest';
import { slugAggregate } from '../../../api/src/stages/domain/slug-reservation.js';
import { deciderSpec } from '../../support/decider-spec.js';

const given = deciderSpec(slugAggregate);
const slug = 'camp-poney';
const first = randomUUID();
const second = randomUUID();

const reserved = (stageId: string): StageSlugEvent => ({
  type: 'StageSlugReserved',
  data: { slug, stageId },
});
const released = (stageId: string): StageSlugEvent => ({
  type: 'StageSlugReleased',
  data: { slug, stageId },
});

describe('the slug aggregate', () => {
  it('reserves a free slug, and a released one', () => {
    const reserve = { type: 'ReserveSlug', slug, stageId: second } as const;
    given().when(reserve).then(reserved(second));
    given(reserved(first), released(first)).when(reserve).then(reserved(second));
  });

  it('answers a retry of the same creation with nothing', () => {
    given(reserved(first)).when({ type: 'ReserveSlug', slug, stageId: first }).then();
  });

  it('refuses a slug another stage holds', () => {
    given(reserved(first))
      .when({ type: 'ReserveSlug', slug, stageId: second })
      .refuses(ErrorCode.stageSlugTaken);
  });

  it('takes a slug over from the holder found gone, and from no other', () => {
    const fromFirst = { type: 'ReserveSlug', slug, stageId: second, goneHolder: first } as const;
    given(reserved(first)).when(fromFirst).then(released(first), reserved(second));
    // The slug changed hands since the caller looked: the newer holder keeps it.
    given(reserved(first), released(first), reserved(randomUUID()))
      .when(fromFirst)
      .refuses(ErrorCode.stageSlugTaken);
  });

  it('is released only by the stage holding it', () => {
    given(reserved(first))
      .when({ type: 'ReleaseSlug', slug, stageId: first })
      .then(released(first));
    given(reserved(first)).when({ type: 'ReleaseSlug', slug, stageId: second }).then();
    given().when({ type: 'ReleaseSlug', slug, stageId: first }).then();
  });
});
