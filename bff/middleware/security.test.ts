import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from './security';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.use(pageSecurityHeaders({ embedFrameAncestors: ["'self'", 'https://partner.example'] }), (_req, res) => {
    res.send('page');
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const headersOf = async (path: string) => (await fetch(`${baseUrl}${path}`)).headers;
const frameAncestorsOf = (headers: Headers) => /frame-ancestors ([^;]+)/.exec(headers.get('content-security-policy') ?? '')?.[1];

describe('pageSecurityHeaders', () => {
  it.each(['/embed/guardian-angel-quote-form', '/embed/guardian-angel-quote-form/standardized'])(
    'lets the configured sites frame %s, with no X-Frame-Options to contradict it',
    async (path) => {
      const headers = await headersOf(path);
      expect(frameAncestorsOf(headers)).toBe("'self' https://partner.example");
      expect(headers.get('x-frame-options')).toBeNull();
      expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it.each([
    '/',
    '/guardian-angel-quote-form',
    '/standardized',
    '/quotes/home',
    '/embedded',
    '/x/embed/y',
    '/embed',
    '/embed/no-such-page',
    '/embed/guardian-angel-quote-form/x',
  ])('lets only our own origin frame %s', async (path) => {
    const headers = await headersOf(path);
    expect(frameAncestorsOf(headers)).toBe("'self'");
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("keeps X-Frame-Options SAMEORIGIN on the embeds when only 'self' may frame them (the default)", async () => {
    const app = express();
    app.use(pageSecurityHeaders(), (_req, res) => void res.send('page'));
    const local = createServer(app);
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}/embed/guardian-angel-quote-form`);
      expect(frameAncestorsOf(response.headers)).toBe("'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    } finally {
      await new Promise<void>((resolve) => local.close(() => resolve()));
    }
  });
});
