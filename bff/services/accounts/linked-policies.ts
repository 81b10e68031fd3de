/**
 * The policies a person linked to their account by proving them (contracts/account-policies.ts). Proving runs
 * the public search's own lookups, so linking finds exactly what the search would, and nothing more.
 */
import type { Knex } from 'knex';
import type { TLinkPolicy, TLinkedPolicy } from '@contracts/account-policies';
import { maskPolicyNumber, ZVerifyPolicyBody } from '@contracts/policies';
import type { Database } from '../../db/database';
import { storedDate } from '../../db/stored-date';
import { listCarriers } from '../carriers';
import { POLICIES_TABLE } from '../policy-keys';
import { searchPolicies } from '../policy-search';
import { CUSTOMER_ACCOUNTS_TABLE } from './customer-accounts';

const CUSTOMER_POLICIES_TABLE = 'customer_policies';

type LinkedRow = {
  id: number;
  policy_number: string;
  policy_type: string;
  status: string;
  start_date: string;
  city: string;
  state: string;
  writing_company_name: string;
  email_key: string;
  proved_by: 'policy-number' | 'name-zip';
  linked_at: Date | number | string;
};

/** The person's linked policies, in the order they linked them, with each carrier's directory entry. */
export async function linkedPolicies(db: Database, account: { id: number; email: string }): Promise<TLinkedPolicy[]> {
  const rows: LinkedRow[] = await db(`${CUSTOMER_POLICIES_TABLE} as l`)
    .join(`${POLICIES_TABLE} as p`, 'p.id', 'l.policy_id')
    .where('l.account_id', account.id)
    .orderBy([{ column: 'l.linked_at' }, { column: 'p.id' }])
    .select(
      'p.id',
      'p.policy_number',
      'p.policy_type',
      'p.status',
      'p.start_date',
      'p.city',
      'p.state',
      'p.writing_company_name',
      'p.email_key',
      'l.proved_by',
      'l.linked_at',
    );
  if (rows.length === 0) return [];
  const carriers = new Map((await listCarriers(db)).map((carrier) => [carrier.name.toLowerCase(), carrier]));
  return rows.map((row) => {
    const numberShown = row.proved_by === 'policy-number' || (row.email_key !== '' && row.email_key === account.email);
    return {
      id: Number(row.id),
      policyNumber: numberShown ? row.policy_number : maskPolicyNumber(row.policy_number),
      numberShown,
      policyType: row.policy_type,
      status: row.status,
      effectiveDate: row.start_date,
      city: row.city,
      state: row.state,
      writingCompany: row.writing_company_name,
      carrier: carriers.get(row.writing_company_name.toLowerCase()) ?? null,
      linkedAt: storedDate(row.linked_at).toISOString(),
    };
  });
}

/** Links what the two factors prove (at most a page of the search); false when they prove nothing. */
export async function linkPolicies(db: Database, accountId: number, proof: TLinkPolicy): Promise<boolean> {
  const found = await searchPolicies(db, ZVerifyPolicyBody.parse({ ...proof, page: 1 }));
  if (found.policyInfo.length === 0) return false;
  const provedBy = 'policyNumber' in proof ? 'policy-number' : 'name-zip';
  await db.transaction(async (trx: Knex.Transaction) => {
    const now = new Date();
    for (const policy of found.policyInfo) {
      const link = trx(CUSTOMER_POLICIES_TABLE)
        .insert({ account_id: accountId, policy_id: policy.policy_id, proved_by: provedBy, linked_at: now })
        .onConflict(['account_id', 'policy_id']);
      // Proving the number later shows it in full; a second proof by name changes nothing.
      await (provedBy === 'policy-number' ? link.merge({ proved_by: provedBy }) : link.ignore());
    }
  });
  return true;
}

export const unlinkPolicy = async (db: Database, accountId: number, policyId: number) =>
  (await db(CUSTOMER_POLICIES_TABLE).where({ account_id: accountId, policy_id: policyId }).delete()) === 1;

/** For staff: the addresses of the accounts each policy is linked to. */
export async function accountsLinkedTo(db: Database, policyIds: number[]): Promise<Map<number, string[]>> {
  const linked = new Map<number, string[]>();
  if (policyIds.length === 0) return linked;
  const rows: { policy_id: number; email: string }[] = await db(`${CUSTOMER_POLICIES_TABLE} as l`)
    .join(`${CUSTOMER_ACCOUNTS_TABLE} as a`, 'a.id', 'l.account_id')
    .whereIn('l.policy_id', policyIds)
    .orderBy('a.email')
    .select('l.policy_id', 'a.email');
  for (const row of rows) linked.set(Number(row.policy_id), [...(linked.get(Number(row.policy_id)) ?? []), row.email]);
  return linked;
}
