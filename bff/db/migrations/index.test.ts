/**
 * The migrations are found in their folder: the same names, in the same order, as the hand-written list they
 * replace (so a database migrated before sees nothing new), and each one loads.
 */
import { describe, expect, it } from 'vitest';
import { migrationNames, migrationSource } from './index';

/** The list as it stood when the folder started being read (bff/db/migrations/index.ts before issue 22). */
const LANDED = [
  '001_quote_requests',
  '002_visits_and_error_reports',
  '003_mail_outbox',
  '004_policies',
  '005_uploads_and_insurance_requests',
  '006_receipts',
  '007_receipt_tokens',
  '008_policy_search_exact_match',
  '009_app_secrets',
  '010_policy_change_requests',
  '011_home_change_requests',
  '012_cancellation_requests',
  '013_auto_change_requests',
  '014_document_signing',
  '015_document_uploads',
  '016_back_office',
  '017_carriers',
  '018_leads_index',
  '019_staff_policy_search',
  '021_signed_documents_in_inbox',
  '022_mail_secrets',
  '023_staff_sign_in_throttling',
  '024_inbox_people_and_event_streams',
  '026_secrets_at_rest',
  '028_proved_addresses',
];

describe('the migrations', () => {
  it('are the files of the folder, by name, the landed ones first and unchanged', async () => {
    const names = await migrationSource.getMigrations([]);
    expect(names.slice(0, LANDED.length)).toEqual(LANDED);
    expect(names.slice(LANDED.length).every((name) => name > LANDED.at(-1)!)).toBe(true);
  });

  it('leave out tests, helpers and data, and sort by name whatever order the folder lists', () => {
    expect(migrationNames(['011_b.ts', '002_a.ts', '023_x.test.ts', '017_carriers.json', 'change-request-columns.ts', 'index.ts', 'index.test.ts'])).toEqual([
      '002_a',
      '011_b',
    ]);
  });

  it('each load with their up and down', async () => {
    for (const name of await migrationSource.getMigrations([])) {
      const migration = await migrationSource.getMigration(name);
      expect(typeof migration.up, name).toBe('function');
      expect(typeof migration.down, name).toBe('function');
    }
  });

  it('refuse a name that is not one of them', async () => {
    await expect(migrationSource.getMigration('099_nothing')).rejects.toThrow('No migration named 099_nothing.');
  });
});
