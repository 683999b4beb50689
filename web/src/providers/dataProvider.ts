import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type fetchUtils } from 'react-admin';
import { API_URL, ApiFailure, apiFetch } from './apiClient';

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
    if (error instanceof ApiFailure)
      throw new HttpError(`errors.${error.code}`, error.status, error);
    throw error;
  }
}

/** The API speaks ra-data-simple-rest: `range`, `sort` and `filter` in, Content-Range out. */
export const dataProvider = simpleRestProvider(API_URL, httpClient);
