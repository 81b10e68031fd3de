/**
 * `npm run staff:create -- --email E --name N --role admin|agent`: makes a member of staff on the configured
 * database (SQLITE_FILE or DATABASE_URL, as the server), migrating it first, and prints their one-time set-up
 * link, which is also e-mailed to them through the outbox. There is no default account: this is how the
 * first administrator is made.
 */
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@contracts/back-office/staff-auth';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { openAtRestEncryption } from './services/encryption';
import { recordedSiteOrigin } from './services/site-origin';
import { createStaffMember, StaffInputError } from './services/staff/staff-members';

const USAGE = 'usage: npm run staff:create -- --email <address> --name "<full name>" --role admin|agent';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });
if (!values.email || !values.name || !STAFF_ROLES.includes(values.role as StaffRole)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const db = openDatabase(config.database);

/**
 * Where the link points: PUBLIC_BASE_URL when set; else the address of the server last started on this database
 * (this shell's HOST and PORT need not be the server's); else this shell's, saying so.
 */
async function linkOrigin(): Promise<{ address: string; why: string }> {
  if (process.env.PUBLIC_BASE_URL) return { address: config.siteOrigin, why: 'PUBLIC_BASE_URL' };
  const recorded = await recordedSiteOrigin(db);
  if (recorded) return { address: recorded, why: 'the address of the server last started on this database' };
  return { address: config.siteOrigin, why: 'no server has started on this database yet, so this shell’s HOST and PORT; set PUBLIC_BASE_URL' };
}
try {
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  const encryption = await openAtRestEncryption(db, config.encryption);
  const origin = await linkOrigin();
  const { staff, setupLink } = await createStaffMember(
    db,
    { email: values.email, name: values.name, role: values.role as StaffRole, createdBy: null },
    { publicBaseUrl: origin.address, linkTtlMs: config.staff.setupLinkTtlMs, encryption },
  );
  console.log(`${staff.name} <${staff.email}> (${staff.role}) created. Their one-time set-up link (also e-mailed):`);
  console.log(setupLink);
  console.log(`(The link is on ${origin.address}: ${origin.why}.)`);
} catch (error) {
  if (!(error instanceof StaffInputError)) throw error;
  console.error(`${error.field}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
