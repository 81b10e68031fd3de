import { describe, expect, it } from 'vitest';
import { ZCarrierChanges, type TCarrierChangesInput } from '@contracts/back-office/carriers';
import { useFreshDatabase } from '../../tests/support/fresh-database';
import { postgresIsReachable } from '../../tests/support/test-server';
import SEEDED from '../db/migrations/017_carriers.json';
import { findCarrier, listCarriers, updateCarrier } from './carriers';

const postgres = await postgresIsReachable();
const HTTPS = /^https:\/\/[^/\s]+\.[a-z]{2,}/;

const ADMIN = { id: 7, role: 'admin' } as const;
const AGENT = { id: 9, role: 'agent' } as const;

const edit: TCarrierChangesInput = {
  paymentUrl: 'https://www.statefarm.com/pay',
  claimsUrl: 'https://www.statefarm.com/claims/file',
  claimsPhone: '800.732.5246',
  billingPhone: '(800) 782-8332',
  overnightPaymentAddress: '  State Farm Payment Processing\n1 State Farm Plaza, Bloomington, IL 61710  ',
  logoPath: '/logos/state-farm.svg',
};

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`the carrier directory on ${kind}`, () => {
    const t = useFreshDatabase(kind);

    describe('as seeded by 017_carriers (seed 001 §3)', () => {
      it('holds the 53 carriers of the file, ids 1 to 53 with unique names, listed by name', async () => {
        const carriers = await listCarriers(t.db);
        expect(carriers).toHaveLength(53);
        expect(carriers.map((c) => c.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
        expect(new Set(carriers.map((c) => c.name.toLowerCase())).size).toBe(53);
        const names = carriers.map((c) => c.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
        expect([...carriers].sort((a, b) => a.id - b.id)).toEqual(SEEDED);
      });

      it('link only to https addresses, every carrier has its website, and phones are ten-digit US numbers', async () => {
        for (const carrier of await listCarriers(t.db)) {
          expect(carrier.website, carrier.name).toMatch(HTTPS);
          for (const url of [carrier.paymentUrl, carrier.claimsUrl]) if (url) expect(url, carrier.name).toMatch(HTTPS);
          for (const phone of [carrier.claimsPhone, carrier.billingPhone]) if (phone) expect(phone, carrier.name).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        }
      });

      it('are valid edits as they stand, so staff can save a carrier without touching every field', async () => {
        for (const carrier of await listCarriers(t.db)) {
          const { id: _id, name: _name, website: _website, ...editable } = carrier;
          expect(ZCarrierChanges.parse(editable), carrier.name).toEqual(editable);
        }
      });
    });

    it('finds one carrier with its last edit, none for an unknown id', async () => {
      const found = await findCarrier(t.db, 3);
      expect(found).toMatchObject({ id: 3, name: 'Progressive', updatedByStaffId: null });
      expect(Date.parse(found!.updatedAt)).not.toBeNaN();
      expect(await findCarrier(t.db, 54)).toBeUndefined();
    });

    it('stores an edit, trimmed and with the phones as the directory shows them, and says who made it', async () => {
      const before = Date.now();
      const update = await updateCarrier(t.db, 1, ZCarrierChanges.parse(edit), ADMIN);
      const updated = update.outcome === 'updated' ? update.after : undefined;
      expect(updated).toEqual({
        id: 1,
        name: 'State Farm',
        website: 'https://www.statefarm.com',
        paymentUrl: 'https://www.statefarm.com/pay',
        claimsUrl: 'https://www.statefarm.com/claims/file',
        claimsPhone: '(800) 732-5246',
        billingPhone: '(800) 782-8332',
        overnightPaymentAddress: 'State Farm Payment Processing\n1 State Farm Plaza, Bloomington, IL 61710',
        logoPath: '/logos/state-farm.svg',
        updatedAt: expect.any(String),
        updatedByStaffId: 7,
      });
      expect(Date.parse(updated!.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(await findCarrier(t.db, 1)).toEqual(updated);
      const { updatedAt: _at, updatedByStaffId: _by, ...publicFields } = updated!;
      expect((await listCarriers(t.db)).find((c) => c.id === 1)).toEqual(publicFields);
    });

    it('empties fields again when staff clear them', async () => {
      const cleared = ZCarrierChanges.parse({ paymentUrl: '', claimsUrl: '', claimsPhone: '', billingPhone: '', overnightPaymentAddress: '', logoPath: '' });
      expect(await updateCarrier(t.db, 2, cleared, { id: 8, role: 'admin' })).toMatchObject({ after: { ...cleared, name: 'Allstate', updatedByStaffId: 8 } });
    });

    it('refuses an agent a change of where customers pay or claim, naming each such field, and writes nothing', async () => {
      const stored = (await findCarrier(t.db, 4))!;
      const { id: _id, name: _name, website: _website, updatedAt: _at, updatedByStaffId: _by, ...unchanged } = stored;
      const sneaky = { ...unchanged, paymentUrl: 'https://evil.example/pay', billingPhone: '(900) 555-0100', logoPath: '/logos/geico.svg' };
      expect(await updateCarrier(t.db, 4, ZCarrierChanges.parse(sneaky), AGENT)).toEqual({ outcome: 'refused', fields: ['paymentUrl', 'billingPhone'] });
      const others = { claimsUrl: 'https://evil.example/claims', claimsPhone: '(900) 555-0101', overnightPaymentAddress: 'PO Box 1, Nowhere, NV 89001' };
      for (const [field, value] of Object.entries(others)) {
        const one = await updateCarrier(t.db, 4, ZCarrierChanges.parse({ ...unchanged, [field]: value }), AGENT);
        expect(one).toEqual({ outcome: 'refused', fields: [field] });
      }
      expect(await findCarrier(t.db, 4)).toEqual(stored);
    });

    it('lets an agent change the logo, leaving the rest as an administrator left it', async () => {
      const stored = (await findCarrier(t.db, 5))!;
      const { id: _id, name: _name, website: _website, updatedAt: _at, updatedByStaffId: _by, ...unchanged } = stored;
      const update = await updateCarrier(t.db, 5, ZCarrierChanges.parse({ ...unchanged, logoPath: '/logos/liberty.svg' }), AGENT);
      expect(update).toMatchObject({ outcome: 'updated', after: { ...unchanged, logoPath: '/logos/liberty.svg', updatedByStaffId: AGENT.id } });
    });

    it('answers not found for an unknown id and writes nothing', async () => {
      expect(await updateCarrier(t.db, 999, ZCarrierChanges.parse(edit), ADMIN)).toEqual({ outcome: 'not_found' });
      expect(await listCarriers(t.db)).toHaveLength(53);
      expect(await findCarrier(t.db, 999)).toBeUndefined();
    });
  });
}
