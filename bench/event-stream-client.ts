/**
 * What the live-events benchmarks share: event streams read off raw sockets (EventSource would cost the client
 * far more at 10,000), signatures timed from `signedAt` to their event on the subscriber's socket, percentiles.
 */
import http from 'node:http';
import { documentReadyToSign, SIGNER, type SigningApi } from '../tests/support/signing-flow';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
export const closeAgent = () => agent.destroy();

export type Stream = { close: () => void };

export function openStream(baseUrl: string, url: string, onSigned?: (data: { documentId: string; signedAt: string }) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${url}`, { agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (!onSigned) return;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: DocumentSigned')) onSigned(JSON.parse(/^data: (.*)$/m.exec(block)![1]!));
        }
      });
      resolve({ close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Signs `count` documents through `api`, each watched on `watchOn`; answers each delivery's latency in ms. */
export async function measureSignatures(watchOn: string, api: SigningApi, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { sessionId, documentId, token } = await documentReadyToSign(api);
    const subscription = (await (await api.subscribe(sessionId, documentId)).json()) as { url: string };
    let resolveArrival!: (latency: number) => void;
    const arrived = new Promise<number>((resolve) => (resolveArrival = resolve));
    const stream = await openStream(watchOn, subscription.url, (data) => {
      if (data.documentId === documentId) resolveArrival(Date.now() - Date.parse(data.signedAt));
    });
    await api.consent(token);
    const signed = await api.sign(token, `${SIGNER.firstName} ${SIGNER.lastName}`);
    if (signed.status !== 200) throw new Error(`sign answered ${signed.status}`);
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('a DocumentSigned never arrived')), 10_000));
    latencies.push(await Promise.race([arrived, timeout]));
    stream.close();
  }
  return latencies;
}

export const summary = (label: string, latencies: number[]) =>
  `${label}: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${Math.max(...latencies)} ms (${latencies.length} signatures)`;
