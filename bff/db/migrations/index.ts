import type { Knex } from 'knex';
import * as m001 from './001_quote_requests';
import * as m002 from './002_visits_and_error_reports';
import * as m003 from './003_mail_outbox';
import * as m004 from './004_policies';
import * as m005 from './005_uploads_and_insurance_requests';
import * as m006 from './006_receipts';
import * as m007 from './007_receipt_tokens';
import * as m008 from './008_policy_search_exact_match';
import * as m009 from './009_app_secrets';
import * as m010 from './010_policy_change_requests';
import * as m011 from './011_home_change_requests';
import * as m012 from './012_cancellation_requests';
import * as m013 from './013_auto_change_requests';
import * as m014 from './014_document_signing';
import * as m015 from './015_document_uploads';
import * as m016 from './016_back_office';
import * as m017 from './017_carriers';
import * as m018 from './018_leads_index';
import * as m019 from './019_staff_policy_search';
import * as m021 from './021_signed_documents_in_inbox';
import * as m022 from './022_mail_secrets';
import * as m023 from './023_staff_sign_in_throttling';
import * as m024 from './024_inbox_people_and_event_streams';
import * as m026 from './026_secrets_at_rest';
import * as m028 from './028_proved_addresses';

type Migration = { up: (db: Knex) => Promise<void>; down: (db: Knex) => Promise<void> };

/** The migrations in order. A migration is never edited once landed: add a new one. */
const MIGRATIONS: Record<string, Migration> = {
  '001_quote_requests': m001,
  '002_visits_and_error_reports': m002,
  '003_mail_outbox': m003,
  '004_policies': m004,
  '005_uploads_and_insurance_requests': m005,
  '006_receipts': m006,
  '007_receipt_tokens': m007,
  '008_policy_search_exact_match': m008,
  '009_app_secrets': m009,
  '010_policy_change_requests': m010,
  '011_home_change_requests': m011,
  '012_cancellation_requests': m012,
  '013_auto_change_requests': m013,
  '014_document_signing': m014,
  '015_document_uploads': m015,
  '016_back_office': m016,
  '017_carriers': m017,
  '018_leads_index': m018,
  '019_staff_policy_search': m019,
  '021_signed_documents_in_inbox': m021,
  '022_mail_secrets': m022,
  '023_staff_sign_in_throttling': m023,
  '024_inbox_people_and_event_streams': m024,
  '026_secrets_at_rest': m026,
  '028_proved_addresses': m028,
};

export const migrationSource: Knex.MigrationSource<string> = {
  // By name, whatever order the lines above are in.
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) throw new Error(`No migration named ${name}.`);
    return migration;
  },
};
