import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    [' 2 ', 2],
    ['0', 0],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.10 ,uniquelocal', ['10.0.0.0/8', '192.168.1.10', 'uniquelocal']],
    ['2001:db8::/32,::1', ['2001:db8::/32', '::1']],
  ])('%j is %j', (value, expected) => expect(parseTrustProxy(value)).toEqual(expected));

  it.each(['yes', 'TRUE', '1.5', '-1', '99', '10.0.0.0/33', '10.0.0.0/', 'proxy.example', '10.0.0.1,, 10.0.0.2', '256.0.0.1'])(
    'refuses %j, saying what is accepted',
    (value) => {
      const result = parseTrustProxy(value);
      expect(result).toBeInstanceOf(Error);
      expect((result as Error).message).toMatch(/true or false, a number of hops/);
    },
  );

  it('gives Express what it reads as meant: one hop trusts the nearest proxy, not the address 0.0.0.1', async () => {
    const ipBehind = async (setting: unknown, forwardedFor: string) => {
      const app = express();
      app.set('trust proxy', setting);
      app.get('/', (req, res) => void res.send(req.ip));
      const server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { 'x-forwarded-for': forwardedFor } });
        return await response.text();
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    };
    expect(await ipBehind(parseTrustProxy('1'), '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipBehind(parseTrustProxy('2'), '198.51.100.7, 203.0.113.9')).toBe('198.51.100.7');
    expect(await ipBehind(parseTrustProxy('false'), '198.51.100.7')).toBe('127.0.0.1');
    expect(await ipBehind(parseTrustProxy('loopback'), '198.51.100.7')).toBe('198.51.100.7');
    expect(await ipBehind(parseTrustProxy('10.0.0.0/8'), '198.51.100.7')).toBe('127.0.0.1');
  });
});
