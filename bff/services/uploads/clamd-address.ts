/** Where clamd listens (CLAMD_URL): tcp://host:3310, or unix:/run/clamav/clamd.ctl. */
export type ClamdAddress = { kind: 'tcp'; host: string; port: number } | { kind: 'unix'; path: string };

export type MalwareScanSettings = { clamd: ClamdAddress; timeoutMs: number };

/** A CLAMD_URL the configuration's pattern accepted. */
export function parseClamdUrl(url: string): ClamdAddress {
  if (url.startsWith('unix:')) return { kind: 'unix', path: url.slice('unix:'.length) };
  const { hostname, port } = new URL(url);
  return { kind: 'tcp', host: hostname, port: Number(port) };
}
