import http from 'node:http';

export interface LoadRequest {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface LoadResult {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers with another status than the one expected. */
  readonly unexpected: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function send(agent: http.Agent, base: URL, request: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: request.headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Keeps `connections` keep-alive connections busy for `seconds`, each sending the request
 * `next(i)` gives as soon as the previous one is answered.
 */
export async function load(
  url: string,
  {
    connections,
    seconds,
    expectStatus,
    next,
  }: {
    connections: number;
    seconds: number;
    expectStatus: number;
    next: (i: number) => LoadRequest;
  },
): Promise<LoadResult> {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let unexpected = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const request = next(sent++);
        const before = performance.now();
        const status = await send(agent, base, request);
        latencies.push(performance.now() - before);
        if (status !== expectStatus) unexpected += 1;
      }
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round((latencies.length / elapsed) * 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    unexpected,
  };
}
