/** Requests as an attacker's client sends them, with headers a browser or fetch would not let through. */
import http from 'node:http';

/** A JSON POST with any headers, Host included (fetch sends its own Host). */
export function postJsonWithHeaders(
  baseUrl: string,
  pathname: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(pathname, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
