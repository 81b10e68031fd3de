/** Ports free on loopback now: each asked of the system (port 0), then let go for the caller's server. */
import { createServer } from 'node:net';

const onePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** `count` free ports, consecutive (the cluster numbers its instances from the first). */
export async function freeConsecutivePorts(count: number): Promise<number> {
  for (;;) {
    const first = await onePort();
    const candidates = await Promise.all(
      Array.from(
        { length: count },
        (_, index) =>
          new Promise<boolean>((resolve) => {
            const server = createServer();
            server.once('error', () => resolve(false));
            server.listen(first + index, '127.0.0.1', () => server.close(() => resolve(true)));
          }),
      ),
    );
    if (candidates.every(Boolean)) return first;
  }
}

export const freePort = onePort;
