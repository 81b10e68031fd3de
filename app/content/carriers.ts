import { z } from 'zod';
import type { Carrier } from '@design-system/CarrierList/carrier';
import carriersUrl from './carriers.json?url';

/**
 * Seed 001 §3: the built-in directory of 53 carriers (ids 1 to 53), in carriers.json. Only what we are
 * sure of is filled in: a field we could not confirm is an empty string, which the list hides (or greys out,
 * for the action button). Names, websites and the well-known claims and customer lines come from each
 * carrier's own published contact pages. No logos are bundled; logoPath stays empty until one is added.
 *
 * The file is its own asset, loaded when the directory is shown, so the page has a real loading state
 * and a real failure (with Try Again) rather than a list baked into the page's code.
 */
export const CARRIER_COUNT = 53;

/** A missing, 'null' or 'undefined' logo becomes an empty string (seed 001 §3). */
export const normalizeLogoPath = (value: unknown): string =>
  typeof value !== 'string' || value.trim() === '' || value === 'null' || value === 'undefined' ? '' : value.trim();

const text = z.string().trim().catch('');

export const ZCarrierSchema = z.object({
  id: z.number().int().min(1).max(CARRIER_COUNT),
  name: z.string().trim().min(1),
  website: text,
  paymentUrl: text,
  claimsUrl: text,
  claimsPhone: text,
  billingPhone: text,
  overnightPaymentAddress: text,
  logoPath: z.unknown().transform(normalizeLogoPath),
}) satisfies z.ZodType<Carrier, z.ZodTypeDef, unknown>;

export const ZCarriersSchema = z.array(ZCarrierSchema);

/** The carriers, parsed and sorted by name as the directory lists them. */
export function parseCarriers(raw: unknown): Carrier[] {
  return ZCarriersSchema.parse(raw).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Loads the directory's carriers; rejects when the file cannot be fetched or read. */
export async function loadCarriers(fetchImpl: typeof fetch = fetch): Promise<Carrier[]> {
  const response = await fetchImpl(carriersUrl);
  if (!response.ok) throw new Error(`Carriers could not be loaded (HTTP ${response.status})`);
  return parseCarriers(await response.json());
}
