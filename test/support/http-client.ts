/**
 * What a browser does against a running server (a child process, say), over real HTTP with
 * fetch: it keeps the cookies it is given and echoes the CSRF cookie in X-CSRF-Token on every
 * call that changes state. The in-process tests use `openBrowser` (supertest) instead.
 */
export interface HttpAnswer {
  readonly status: number;
  /** The parsed JSON body, of any shape as supertest's is; null when empty or not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
  readonly text: string;
  readonly headers: Headers;
}

export interface HttpClient {
  readonly cookies: Map<string, string>;
  get(path: string): Promise<HttpAnswer>;
  /** `headers`: more request headers, such as an Idempotency-Key. */
  post(path: string, body?: object, headers?: Record<string, string>): Promise<HttpAnswer>;
  put(path: string, body?: object): Promise<HttpAnswer>;
  delete(path: string, body?: object): Promise<HttpAnswer>;
}

const CSRF_COOKIE = 'stages_csrf';

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function remember(cookies: Map<string, string>, headers: Headers) {
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const split = pair.indexOf('=');
    const name = pair.slice(0, split).trim();
    const value = pair.slice(split + 1).trim();
    // A cleared cookie comes back empty or already expired.
    const expired = attributes.some((attribute) => /^\s*expires=.*1970/i.test(attribute));
    if (value === '' || expired) cookies.delete(name);
    else cookies.set(name, value);
  }
}

/**
 * A client of `baseUrl` with its own cookie jar, optionally starting with `cookies` (a session
 * issued the way signing in issues it). The first state change fetches a CSRF cookie, as the
 * web app's first page load would.
 */
export function httpClient(baseUrl: string, initial: Record<string, string> = {}): HttpClient {
  const cookies = new Map(Object.entries(initial));
  async function call(
    method: string,
    path: string,
    body?: object,
    extra: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    if (method !== 'GET' && !cookies.has(CSRF_COOKIE)) await call('GET', '/api/v1/health');
    const headers: Record<string, string> = {
      ...extra,
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (method !== 'GET') headers['x-csrf-token'] = cookies.get(CSRF_COOKIE) ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    remember(cookies, response.headers);
    const text = await response.text();
    return { status: response.status, body: parsed(text), text, headers: response.headers };
  }
  return {
    cookies,
    get: (path) => call('GET', path),
    post: (path, body = {}, headers = {}) => call('POST', path, body, headers),
    put: (path, body = {}) => call('PUT', path, body),
    delete: (path, body) => call('DELETE', path, body),
  };
}
