import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils, type RaRecord } from 'react-admin';
import { API_URL, ApiFailure, apiFetch } from './apiClient';
import { describeFailure } from './validation';

/** react-admin's calls go through the same client: cookies, CSRF token, session refresh. */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    const response = await apiFetch(url, {
      method: options.method ?? 'GET',
      ...(options.body === undefined ? {} : { body: options.body as BodyInit }),
    });
    const body = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body,
      json: body ? (JSON.parse(body) as unknown) : undefined,
    };
  } catch (error) {
    // react-admin shows `body.errors` under the form's fields, as translation keys.
    if (error instanceof ApiFailure) {
      throw new HttpError(`errors.${error.code}`, error.status, {
        errors: describeFailure(error).fields,
      });
    }
    throw error;
  }
}

/** The API speaks ra-data-simple-rest: `range`, `sort` and `filter` in, Content-Range out. */
const simpleRest = simpleRestProvider(API_URL, httpClient);

/**
 * An organizer's stages are addressed by slug (`/stage/manage/{slug}`), so their records use
 * it as id; the list comes from `/organization/stages`.
 */
const MANAGED_STAGES = 'stage/manage';
const bySlug = (record: RaRecord): RaRecord => ({
  ...record,
  stage_id: record.id,
  id: record.slug as string,
});
function slugged<Answer extends { data: RaRecord }>(resource: string, answer: Answer): Answer {
  return resource === MANAGED_STAGES ? { ...answer, data: bySlug(answer.data) } : answer;
}

/** The signed-in account's own profile: one record, at one address, known as `me`. */
const OWN_PROFILES = new Set(['organization/edit', 'parent/edit']);
const asOwnProfile = (json: unknown) => ({ ...(json as RaRecord), id: 'me' });

export const dataProvider: DataProvider = {
  ...simpleRest,
  async getList(resource, params) {
    if (resource !== MANAGED_STAGES) return simpleRest.getList(resource, params);
    const page = await simpleRest.getList<RaRecord>('organization/stages', params);
    return { ...page, data: page.data.map(bySlug) as never[] };
  },
  /** `meta.query` asks for a record with search parameters (a child without its health sheet). */
  async getOne(resource, params) {
    if (OWN_PROFILES.has(resource)) {
      const { json } = await httpClient(`${API_URL}/${resource}`);
      return { data: asOwnProfile(json) as never };
    }
    const query = (params.meta as { query?: Record<string, string> } | undefined)?.query;
    if (query) {
      const address = `${API_URL}/${resource}/${encodeURIComponent(String(params.id))}`;
      const { json } = await httpClient(`${address}?${new URLSearchParams(query).toString()}`);
      return { data: json as never };
    }
    return slugged(resource, await simpleRest.getOne(resource, params));
  },
  async update(resource, params) {
    if (OWN_PROFILES.has(resource)) {
      const { json } = await httpClient(`${API_URL}/${resource}`, {
        method: 'PUT',
        body: JSON.stringify(params.data),
      });
      return { data: asOwnProfile(json) as never };
    }
    return slugged(resource, await simpleRest.update(resource, params));
  },
  async create(resource, params) {
    return slugged(resource, await simpleRest.create(resource, params));
  },
  async delete(resource, params) {
    return slugged(resource, await simpleRest.delete(resource, params));
  },
};
