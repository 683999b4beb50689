import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config/config.js';
import { startApi, type TestApi } from '../support/api.js';
import { openPglite } from '../support/databases.js';

/**
 * A client that trickles its request, or stops half-way, is cut off: the limits are shortened
 * here so that the test takes seconds, as it would with the defaults below.
 */
describe('Slow clients', () => {
  let api: TestApi;
  let port: number;

  beforeAll(async () => {
    api = await startApi(await openPglite(), {
      env: { HTTP_HEADERS_TIMEOUT_S: '2', HTTP_IDLE_TIMEOUT_S: '2', HTTP_REQUEST_TIMEOUT_S: '3' },
    });
    const server = api.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => api.close());

  /**
   * Opens a connection, writes `start`, then `drip` every 400 ms (nothing when null), and
   * resolves with what the server answered once it closed the connection.
   */
  function connect(start: string, drip: string | null) {
    return new Promise<{ answer: string; dripsSent: number }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let dripsSent = 0;
      const timer = drip
        ? setInterval(() => {
            if (socket.writable) {
              socket.write(drip);
              dripsSent += 1;
            }
          }, 400)
        : undefined;
      socket.on('connect', () => socket.write(start));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', (error) => {
        // The server may reset the connection while a drip is in flight.
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, dripsSent });
      });
    });
  }

  it('closes a connection whose headers never end', async () => {
    const { answer, dripsSent } = await connect(
      'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: 1\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ code: 'request.timeout' });
    // Cut off after the headers limit, not after the dripping stopped by itself.
    expect(dripsSent).toBeGreaterThan(2);
  });

  it('closes a connection whose body trickles in', async () => {
    const { answer } = await connect(
      'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that goes silent half-way through its body', async () => {
    const { answer } = await connect(
      'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      null,
    );
    // Closed by the idle limit or the request limit, whichever comes first.
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });

  it('keeps the limits in seconds by default', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({
      headersMs: 10_000,
      idleMs: 10_000,
      requestMs: 60_000,
    });
  });
});
