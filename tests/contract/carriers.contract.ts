/**
 * GET /api/carriers over HTTP against the real BFF on a real database (seed 001 §2, §3): the directory's 53
 * carriers by name, in the page's shape, cached for a minute, and a staff edit shown in the next answer.
 * carriers-sqlite.test.ts and carriers-postgres.test.ts run this same suite.
 */
import { describe, expect, it } from 'vitest';
import { ZCarrierChanges } from '@contracts/back-office/carriers';
import { CARRIERS_MAX_AGE_SECONDS } from '@contracts/carriers';
import { updateCarrier } from '@bff/services/carriers';
import { type DatabaseKind } from '../support/test-server';
import { useApi } from './support';

const FIELDS = ['id', 'name', 'website', 'paymentUrl', 'claimsUrl', 'claimsPhone', 'billingPhone', 'overnightPaymentAddress', 'logoPath'];

export function defineCarriersContractSuite(kind: DatabaseKind): void {
  describe('GET /api/carriers', () => {
    const t = useApi(kind);

    it('answers the 53 carriers by name, each in the directory shape, to anyone, cacheable for a minute', async () => {
      const { data, response } = await fetch(`${t.server.baseUrl}/api/carriers`).then(async (response) => ({ response, data: await response.json() }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe(`public, max-age=${CARRIERS_MAX_AGE_SECONDS}`);
      const { carriers } = data as { carriers: Record<string, unknown>[] };
      expect(carriers).toHaveLength(53);
      for (const carrier of carriers) expect(Object.keys(carrier).sort()).toEqual([...FIELDS].sort());
      const names = carriers.map((carrier) => String(carrier.name));
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(carriers.find((carrier) => carrier.name === 'Progressive')).toEqual({
        id: 3,
        name: 'Progressive',
        website: 'https://www.progressive.com',
        paymentUrl: 'https://www.progressive.com/pay-bill/',
        claimsUrl: 'https://www.progressive.com/claims/',
        claimsPhone: '(800) 776-4737',
        billingPhone: '(800) 776-4737',
        overnightPaymentAddress: '',
        logoPath: '',
      });
    });

    it('shows a staff edit in the next answer', async () => {
      const changes = ZCarrierChanges.parse({
        paymentUrl: 'https://www.statefarm.com/pay',
        claimsUrl: 'https://www.statefarm.com/claims',
        claimsPhone: '(800) 732-5246',
        billingPhone: '(800) 782-8332',
        overnightPaymentAddress: 'State Farm, 1 State Farm Plaza, Bloomington, IL 61710',
        logoPath: '/logos/state-farm.svg',
      });
      await updateCarrier(t.server.db, 1, changes, { id: 1, role: 'admin' });
      const { data, response } = await t.api.GET('/api/carriers');
      expect(response.status).toBe(200);
      expect(data?.carriers.find((carrier) => carrier.id === 1)).toEqual({ id: 1, name: 'State Farm', website: 'https://www.statefarm.com', ...changes });
    });
  });
}
