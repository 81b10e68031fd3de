/**
 * The contract suites that run on both databases, in groups of about the same length: each group is a test
 * file per database (`<group>-sqlite.test.ts`, `<group>-postgres.test.ts`), so Vitest's two workers share
 * them out rather than one worker running a minute-long file while the other waits.
 */
import { describe } from 'vitest';
import { POSTGRES_TEST_URL, postgresIsReachable, type DatabaseKind } from '../support/test-server';
import { defineAccountsContractSuite } from './accounts.contract';
import { defineApiContractSuite } from './api.contract';
import { defineQuotesContractSuite } from './quotes.contract';
import { defineBackOfficeLeadsContractSuite } from './back-office-leads.contract';
import { defineBackOfficeContractSuite } from './back-office.contract';
import { defineBackOfficeRolesContractSuite } from './back-office-roles.contract';
import { defineBackOfficeToolsContractSuite } from './back-office-tools.contract';
import { defineDocumentManagementContractSuite } from './document-management.contract';
import { defineDocumentSigningContractSuite } from './document-signing.contract';
import { defineInboxPeopleContractSuite } from './inbox-people.contract';
import { defineInsuranceRequestsContractSuite } from './insurance-requests.contract';
import { defineLiveEventLimitsContractSuite } from './live-event-limits.contract';
import { defineLogPrivacyContractSuite } from './log-privacy.contract';
import { definePolicyChangesContractSuite } from './policy-changes.contract';
import { defineStaffLinksContractSuite } from './staff-links.contract';
import { defineSecretsAtRestContractSuite } from './secrets-at-rest.contract';
import { defineSecretsBeforeTheFixContractSuite } from './secrets-before-the-fix.contract';
import { defineStaffPasswordContractSuite } from './staff-password.contract';
import { defineStaffSignInThrottlingContractSuite } from './staff-sign-in-throttling.contract';
import { defineSubmissionFormsContractSuite } from './submission-forms.contract';
import { defineSigningRelayContractSuite } from './signing-relay.contract';
import { defineWriteLimitsContractSuite } from './write-limits.contract';
import { defineOffersAndMessagesContractSuite } from './offers-messages.contract';

type Suite = [name: string, define: (kind: DatabaseKind) => void];

const GROUPS = {
  forms: [
    ['API contract', defineApiContractSuite],
    ['Evidence of insurance requests', defineInsuranceRequestsContractSuite],
    ['Write limits and hardening', defineWriteLimitsContractSuite],
    ['No personal data in the logs', defineLogPrivacyContractSuite],
    ['Policy change requests', definePolicyChangesContractSuite],
    ['Every described form shows one summary everywhere', defineSubmissionFormsContractSuite],
  ],
  documents: [
    ['Document upload, signing and live events', defineDocumentSigningContractSuite],
    ['Signing cannot reach a stranger (proved addresses)', defineSigningRelayContractSuite],
    ['Document management', defineDocumentManagementContractSuite],
    ['Live event stream limits', defineLiveEventLimitsContractSuite],
  ],
  'back-office': [
    ['Back office leads and callbacks', defineBackOfficeLeadsContractSuite],
    ['Back office', defineBackOfficeContractSuite],
    ['Back office tools (carriers, policy search, mail)', defineBackOfficeToolsContractSuite],
    ['Back office roles', defineBackOfficeRolesContractSuite],
    ['The inbox knows every person', defineInboxPeopleContractSuite],
  ],
  staff: [
    ['Set-up links readable by their recipient only', defineStaffLinksContractSuite],
    ['Secrets at rest', defineSecretsAtRestContractSuite],
    ['Secrets kept before the fix', defineSecretsBeforeTheFixContractSuite],
    ['Staff sign-in throttling', defineStaffSignInThrottlingContractSuite],
    ['Staff passwords and recovery codes', defineStaffPasswordContractSuite],
  ],
  accounts: [
    ['Customer accounts', defineAccountsContractSuite],
    ['The quote store (seed 001 §7 /api/quotes)', defineQuotesContractSuite],
    ['Offers on quote requests and messages on every request', defineOffersAndMessagesContractSuite],
  ],
} satisfies Record<string, Suite[]>;

const DATABASE_NAMES: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** Defines a group's suites on one database; on PostgreSQL they are skipped, saying so, where it is unreachable. */
export async function defineContractGroup(group: keyof typeof GROUPS, kind: DatabaseKind): Promise<void> {
  const reachable = kind === 'sqlite' || (await postgresIsReachable());
  if (!reachable) console.warn(`PostgreSQL is unreachable at ${POSTGRES_TEST_URL}: skipping the PostgreSQL ${group} contract suites.`);
  for (const [name, define] of GROUPS[group]) describe.skipIf(!reachable)(`${name} on ${DATABASE_NAMES[kind]}`, () => define(kind));
}
