import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.get('/api/products/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('errorHandler', () => {
  it('answers a path parameter that is not valid percent-encoding 400, in the error shape, without echoing it', async () => {
    for (const id of ['%E0%A4%A', '%zz', 'a%']) {
      const response = await fetch(`${baseUrl}/api/products/${id}`);
      const body = (await response.json()) as { message: string };
      expect(response.status, id).toBe(400);
      expect(body.message).toMatch(/percent-encoded/);
      expect(body.message).not.toContain(id);
    }
    expect((await fetch(`${baseUrl}/api/products/home%20insurance`)).status).toBe(200);
  });
});
