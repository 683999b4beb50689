import { ErrorCode, UPLOAD_FIELD, type ApiError } from '@stages/contracts';
import { API_URL } from './apiUrl';

export { API_URL };

/** A refused or failed call, with the API's stable error code. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly errors: Readonly<Record<string, string>> = {},
    readonly retryAfterSeconds?: number,
    /** The API's own explanation, in English: shown only beside a translated message. */
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'ApiFailure';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REFRESH_PATH = '/auth/token/refresh/';

function readCookie(name: string) {
  return document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

const csrfToken = () => readCookie('stages_csrf');

/**
 * Whether this browser holds a session, as the server says in a cookie it sets and clears with
 * the session's own (which scripts cannot read). Without it, asking who is signed in could only
 * be refused, twice, in red in the visitor's console.
 */
export const holdsSession = () => readCookie('stages_signed_in') === '1';

let refreshing: Promise<boolean> | null = null;
const signedOutListeners = new Set<() => void>();
const serverFailureListeners = new Set<() => void>();

/** Called when the server failed (500 or 502, naming no cause): the app shows its error page. */
export function onServerFailure(listener: () => void) {
  serverFailureListeners.add(listener);
  return () => {
    serverFailureListeners.delete(listener);
  };
}

/** Called when the session is over and a refresh could not bring it back. */
export function onSignedOut(listener: () => void) {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** One refresh at a time: calls that fail together wait for the same one. */
function refreshSession(): Promise<boolean> {
  refreshing ??= sendWithFittingToken(REFRESH_PATH, { method: 'POST' })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function send(path: string, init: RequestInit): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // A FormData body names its own multipart boundary.
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const token = csrfToken();
  if (!SAFE_METHODS.has(method) && token) headers.set('X-CSRF-Token', token);
  const url = path.startsWith('http') || path.startsWith(API_URL) ? path : `${API_URL}${path}`;
  return fetch(url, { ...init, method, headers, credentials: 'same-origin' });
}

/**
 * The CSRF token is bound to the session (or, signed out, to this browser's visit). One that no
 * longer fits, as after an update of the server's key, is refused before anything is done, and
 * the refusal brings one that fits: the call goes once more with it.
 */
async function sendWithFittingToken(path: string, init: RequestInit): Promise<Response> {
  const sentWith = csrfToken();
  const response = await send(path, init);
  if (response.status !== 403 || csrfToken() === sentWith) return response;
  const refusal = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<ApiError> | null;
  return refusal?.code === ErrorCode.csrfFailed ? send(path, init) : response;
}

/**
 * Calls the API with the session cookies and the CSRF token. An expired session is refreshed
 * once and the call replayed; a refused call throws ApiFailure with the API's error code.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  let response = await sendWithFittingToken(path, init);
  if (response.status === 401 && !path.endsWith(REFRESH_PATH) && !path.endsWith('/auth/login/')) {
    if (await refreshSession()) response = await sendWithFittingToken(path, init);
    else signedOutListeners.forEach((listener) => listener());
  }
  if (response.ok) return response;
  const failure = await failureOf(response);
  // A 502 naming its cause (the card payment provider failed) is a refusal the page explains.
  if (
    (response.status === 500 || response.status === 502) &&
    failure.code === ErrorCode.serverError
  ) {
    serverFailureListeners.forEach((listener) => listener());
  }
  throw failure;
}

/**
 * The JSON answer of a call; `body` is sent as JSON. An `idempotencyKey` makes a call sent again
 * (its answer lost on the way) answer what the first did, instead of doing it twice.
 */
export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; idempotencyKey?: string } = {},
) {
  const response = await apiFetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.idempotencyKey && { headers: { 'Idempotency-Key': options.idempotencyKey } }),
  });
  return (await response.json()) as T;
}

/** Sends one file as multipart/form-data; the answer describes the stored file. */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  const response = await apiFetch(path, { method: 'POST', body });
  return (await response.json()) as T;
}

async function failureOf(response: Response) {
  const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
  return new ApiFailure(
    response.status,
    body?.code ?? 'server.error',
    body?.errors ?? {},
    body?.retry_after_seconds,
    body?.message,
  );
}
