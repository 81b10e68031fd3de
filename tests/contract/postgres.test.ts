import { describe } from 'vitest';
import { POSTGRES_TEST_URL, postgresIsReachable } from '../support/test-server';
import { defineApiContractSuite } from './api.contract';
import { defineBackOfficeLeadsContractSuite } from './back-office-leads.contract';
import { defineBackOfficeContractSuite } from './back-office.contract';
import { defineBackOfficeRolesContractSuite } from './back-office-roles.contract';
import { defineBackOfficeToolsContractSuite } from './back-office-tools.contract';
import { defineDocumentManagementContractSuite } from './document-management.contract';
import { defineDocumentSigningContractSuite } from './document-signing.contract';
import { defineInsuranceRequestsContractSuite } from './insurance-requests.contract';
import { defineLogPrivacyContractSuite } from './log-privacy.contract';
import { definePolicyChangesContractSuite } from './policy-changes.contract';
import { defineWriteLimitsContractSuite } from './write-limits.contract';

const reachable = await postgresIsReachable();
if (!reachable) console.warn(`PostgreSQL is unreachable at ${POSTGRES_TEST_URL}: skipping the PostgreSQL contract suite.`);

describe.skipIf(!reachable)('API contract on PostgreSQL', () => defineApiContractSuite('postgres'));
describe.skipIf(!reachable)('Evidence of insurance requests on PostgreSQL', () => defineInsuranceRequestsContractSuite('postgres'));
describe.skipIf(!reachable)('Write limits and hardening on PostgreSQL', () => defineWriteLimitsContractSuite('postgres'));
describe.skipIf(!reachable)('No personal data in the logs on PostgreSQL', () => defineLogPrivacyContractSuite('postgres'));
describe.skipIf(!reachable)('Policy change requests on PostgreSQL', () => definePolicyChangesContractSuite('postgres'));
describe.skipIf(!reachable)('Document upload, signing and live events on PostgreSQL', () => defineDocumentSigningContractSuite('postgres'));
describe.skipIf(!reachable)('Document management on PostgreSQL', () => defineDocumentManagementContractSuite('postgres'));
describe.skipIf(!reachable)('Back office leads and callbacks on PostgreSQL', () => defineBackOfficeLeadsContractSuite('postgres'));
describe.skipIf(!reachable)('Back office on PostgreSQL', () => defineBackOfficeContractSuite('postgres'));
describe.skipIf(!reachable)('Back office tools (carriers, policy search, mail) on PostgreSQL', () => defineBackOfficeToolsContractSuite('postgres'));
describe.skipIf(!reachable)('Back office roles on PostgreSQL', () => defineBackOfficeRolesContractSuite('postgres'));
