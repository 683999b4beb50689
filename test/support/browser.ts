import { CookieAccessInfo, type CookieJar } from 'cookiejar';
import request from 'supertest';
import type { TestApi } from './api.js';

type Test = ReturnType<ReturnType<typeof request.agent>['get']>;

export interface Browser {
  get(path: string): Test;
  post(path: string, body?: object): Test;
  put(path: string, body?: object): Test;
  patch(path: string, body?: object): Test;
  delete(path: string, body?: object): Test;
}

function cookieValue(setCookie: string[] | string | undefined, name: string) {
  const line = [setCookie ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

/**
 * A client that behaves like the web app in a browser: it keeps cookies, and echoes the CSRF
 * cookie in X-CSRF-Token on every call that changes state.
 */
export async function openBrowser(api: TestApi): Promise<Browser> {
  const agent = request.agent(api.app.getHttpServer());
  const first = await agent.get('/api/v1/health');
  if (!cookieValue(first.headers['set-cookie'], 'stages_csrf')) {
    throw new Error('No CSRF cookie was issued');
  }
  // Read at each call, as the web app does: signing in and out renews the token.
  const jar = (agent as unknown as { jar: CookieJar }).jar;
  const csrf = () => jar.getCookie('stages_csrf', CookieAccessInfo.All)?.value ?? '';
  const unsafe = (test: Test, body?: object) => {
    const withToken = test.set('X-CSRF-Token', csrf());
    return body === undefined ? withToken : withToken.send(body);
  };
  return {
    get: (path) => agent.get(path),
    post: (path, body) => unsafe(agent.post(path), body),
    put: (path, body) => unsafe(agent.put(path), body),
    patch: (path, body) => unsafe(agent.patch(path), body),
    delete: (path, body) => unsafe(agent.delete(path), body),
  };
}

export { cookieValue };

/**
 * What a new browser gets with its first answer: a visitor value and a CSRF token the server
 * signed for it. `cookie` is the Cookie header carrying both; `token` goes in X-CSRF-Token.
 */
export async function freshVisit(
  server: Parameters<typeof request>[0],
): Promise<{ cookie: string; token: string }> {
  const first = await request(server).get('/api/v1/health');
  const setCookie = first.headers['set-cookie'] as string[] | string | undefined;
  const visitor = cookieValue(setCookie, 'stages_visitor');
  const token = cookieValue(setCookie, 'stages_csrf');
  if (!visitor || !token) throw new Error('No visitor or CSRF cookie was issued');
  return { cookie: `stages_visitor=${visitor}; stages_csrf=${token}`, token };
}
