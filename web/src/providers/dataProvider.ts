import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';

export const API_URL = '/api/v1';

const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' });

/** The API speaks ra-data-simple-rest: `range`, `sort` and `filter` in, Content-Range out. */
export const dataProvider = simpleRestProvider(API_URL, httpClient);
