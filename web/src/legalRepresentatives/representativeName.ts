import type { LegalRepresentative } from '@stages/contracts';

/** How a representative is named in the list, titles, notices and the deletion dialog. */
export const representativeName = (
  person: Pick<LegalRepresentative, 'first_name' | 'last_name'> | undefined,
) => (person ? `${person.first_name} ${person.last_name}`.trim() : '');

/** A representative's own page, where the parent changes or deletes them. */
export const editPath = (person: Pick<LegalRepresentative, 'id'>) =>
  `/legal-representative/${person.id}`;

/** Where adding one starts. */
export const CREATE_PATH = '/legal-representative/';
