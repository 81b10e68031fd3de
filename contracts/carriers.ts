/**
 * GET /api/carriers: the carrier directory (seed 001 §2, §3), the 53 carriers the agency works with, kept in
 * the database and edited by staff in the back office (contracts/back-office/carriers.ts has the edit). Empty strings
 * stand for what is not known: the list hides them, or greys out the action button.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZErrorResponse } from './errors';

export const ZCarrier = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  website: z.string().describe('https:// address, or empty'),
  paymentUrl: z.string().describe('https:// address, or empty: the Make a Payment button is greyed out'),
  claimsUrl: z.string().describe('https:// address, or empty: the File a Claim button is greyed out'),
  claimsPhone: z.string().describe('(800) 555-0100, or empty'),
  billingPhone: z.string().describe('(800) 555-0100, or empty'),
  overnightPaymentAddress: z.string().describe('Where an overnight payment is sent, or empty'),
  logoPath: z.string().describe('/path on our site or https:// address, or empty (no logo is drawn)'),
});
export type TCarrier = z.infer<typeof ZCarrier>;

export const ZCarrierList = z.object({ carriers: z.array(ZCarrier) });
export type TCarrierList = z.infer<typeof ZCarrierList>;

/** Staff edits show in the public directory within this many seconds (the answer's Cache-Control max-age). */
export const CARRIERS_MAX_AGE_SECONDS = 60;

const c = initContract();

export const carriersContract = c.router({
  listCarriers: {
    method: 'GET',
    path: '/api/carriers',
    summary: 'The carrier directory, sorted by name',
    description: `Public. Cached for ${CARRIERS_MAX_AGE_SECONDS} seconds (Cache-Control: public), so a staff edit shows within a minute.`,
    responses: { 200: ZCarrierList, 500: ZErrorResponse, 503: ZErrorResponse },
    strictStatusCodes: true,
  },
});
