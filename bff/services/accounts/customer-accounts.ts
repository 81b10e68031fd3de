/** Customer accounts: one per proved e-mail address (seed 001 §3 customer profile). */
import type { Knex } from 'knex';
import type { TAccount, TProfileUpdate } from '@contracts/account';
import { ZProfileUpdate } from '@contracts/account';
import { addressKey } from '../proved-addresses';
import type { SignInMethod } from './customer-sessions';

export const CUSTOMER_ACCOUNTS_TABLE = 'customer_accounts';

type AccountRow = { id: number; email: string; first_name: string; last_name: string; phone: string };
export type CustomerAccount = Omit<TAccount, 'signedInWith'>;

const accountOf = (row: AccountRow): CustomerAccount => ({
  id: Number(row.id),
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
});

export const withMethod = (account: CustomerAccount, signedInWith: SignInMethod): TAccount => ({ ...account, signedInWith });

export async function findAccount(db: Knex | Knex.Transaction, id: number): Promise<CustomerAccount | undefined> {
  const row: AccountRow | undefined = await db(CUSTOMER_ACCOUNTS_TABLE).where({ id }).first();
  return row && accountOf(row);
}

/** The account of a just-proved address, made on its first sign-in. */
export async function accountForProvedAddress(trx: Knex.Transaction, address: string): Promise<CustomerAccount> {
  const email = addressKey(address);
  await trx(CUSTOMER_ACCOUNTS_TABLE).insert({ email, created_at: new Date() }).onConflict('email').ignore();
  return accountOf(await trx(CUSTOMER_ACCOUNTS_TABLE).where({ email }).first());
}

export async function updateProfile(db: Knex, id: number, update: TProfileUpdate): Promise<CustomerAccount | undefined> {
  const { firstName, lastName, phone } = ZProfileUpdate.parse(update);
  await db(CUSTOMER_ACCOUNTS_TABLE).where({ id }).update({ first_name: firstName, last_name: lastName, phone });
  return findAccount(db, id);
}
