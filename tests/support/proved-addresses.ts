/**
 * Addresses whose owners proved them earlier, as a suite about something else starts from (a receipt's
 * delivery over SMTP). The proof itself, through its mailed link and Confirm, is what signing-relay.contract.ts
 * and receipts.contract.ts go through.
 */
import type { Knex } from 'knex';
import { addressKey } from '@bff/services/proved-addresses';

export async function proveAddresses(db: Knex, ...addresses: string[]): Promise<void> {
  const provedAt = new Date();
  await db('proved_addresses')
    .insert(addresses.map((address) => ({ address: addressKey(address), proved_at: provedAt, method: 'proof-link' })))
    .onConflict('address')
    .ignore();
}
