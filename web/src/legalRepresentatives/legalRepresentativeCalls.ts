import {
  LEGAL_REPRESENTATIVE_PAGE_SIZE,
  type LegalRepresentative,
  type LegalRepresentativePage,
} from '@stages/contracts';
import { HttpError, type DataProvider } from 'react-admin';
import { ApiFailure, apiFetch } from '../providers/apiClient';
import { dataProvider } from '../providers/dataProvider';
import { describeFailure } from '../providers/validation';

/** The react-admin resource of these screens, and the API path it stands for. */
export const LEGAL_REPRESENTATIVES = 'legal-representative';
const BASE = `/${LEGAL_REPRESENTATIVES}/`;

/** What a form sends: the API's PATCH refuses fields it does not know, `id` among them. */
const FIELDS: readonly string[] = ['last_name', 'first_name', 'national_register_number'];
const fieldsOf = (data: object) =>
  Object.fromEntries(Object.entries(data).filter(([field]) => FIELDS.includes(field)));

/** The words searched for, from the list's filter (`{ q }`); '' for none. */
export const searchOf = (filter: unknown): string => {
  const q = (filter as { q?: unknown } | undefined)?.q;
  return typeof q === 'string' ? q.trim() : '';
};

/**
 * One call; a refusal becomes react-admin's HttpError, whose `errors` the form shows under each
 * field (`errors.form.nrn_checksum`) and whose message is the key a notice translates.
 */
async function send<T>(path: string, method = 'GET', body?: object): Promise<T | undefined> {
  try {
    const response = await apiFetch(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // A deletion answers 204, with no body.
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as T);
  } catch (error) {
    const { message, fields } = describeFailure(error);
    throw new HttpError(message, error instanceof ApiFailure ? error.status : 500, {
      errors: fields,
    });
  }
}

/** `?page=&page_size=&search=`, the API's own paging: it answers `{ count, results }`. */
function listPath(page: number, pageSize: number, search: string) {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  // The API refuses an empty search: no words, no search.
  if (search !== '') query.set('search', search);
  return `${BASE}?${query.toString()}`;
}

/**
 * The legal representatives' calls, which are not the simple-rest ones the app's data provider
 * speaks: a page object rather than Content-Range, PATCH rather than PUT. Given to their screens
 * only (`LegalRepresentativeData`); the other methods stay the app's.
 */
export const legalRepresentativeCalls: DataProvider = {
  ...dataProvider,
  async getList(_resource, { pagination, filter }) {
    const page = await send<LegalRepresentativePage>(
      listPath(
        pagination?.page ?? 1,
        pagination?.perPage ?? LEGAL_REPRESENTATIVE_PAGE_SIZE,
        searchOf(filter),
      ),
    );
    return { data: (page?.results ?? []) as never[], total: page?.count ?? 0 };
  },
  async getOne(_resource, { id }) {
    const found = await send<LegalRepresentative>(`${BASE}${String(id)}`);
    return { data: found as never };
  },
  async create(_resource, { data }) {
    const created = await send<LegalRepresentative>(BASE, 'POST', fieldsOf(data));
    return { data: created as never };
  },
  async update(_resource, { id, data }) {
    const saved = await send<LegalRepresentative>(`${BASE}${String(id)}/`, 'PATCH', fieldsOf(data));
    return { data: saved as never };
  },
  async delete(_resource, { id, previousData }) {
    await send(`${BASE}${String(id)}/`, 'DELETE');
    return { data: (previousData ?? { id }) as never };
  },
};
