import net from 'node:net';

/** A port nobody listens on, for a server the benchmark starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Waits until the server at `url` answers its health check, for at most 30 seconds. */
export async function waitForHealth(url: string) {
  for (let tries = 0; tries < 300; tries += 1) {
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not become healthy');
}
