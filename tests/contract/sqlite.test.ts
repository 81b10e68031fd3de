import { describe } from 'vitest';
import { defineApiContractSuite } from './api.contract';
import { defineBackOfficeLeadsContractSuite } from './back-office-leads.contract';
import { defineDocumentManagementContractSuite } from './document-management.contract';
import { defineDocumentSigningContractSuite } from './document-signing.contract';
import { defineInsuranceRequestsContractSuite } from './insurance-requests.contract';
import { defineLogPrivacyContractSuite } from './log-privacy.contract';
import { definePolicyChangesContractSuite } from './policy-changes.contract';
import { defineWriteLimitsContractSuite } from './write-limits.contract';

describe('API contract on SQLite', () => defineApiContractSuite('sqlite'));
describe('Evidence of insurance requests on SQLite', () => defineInsuranceRequestsContractSuite('sqlite'));
describe('Write limits and hardening on SQLite', () => defineWriteLimitsContractSuite('sqlite'));
describe('No personal data in the logs on SQLite', () => defineLogPrivacyContractSuite('sqlite'));
describe('Policy change requests on SQLite', () => definePolicyChangesContractSuite('sqlite'));
describe('Document upload, signing and live events on SQLite', () => defineDocumentSigningContractSuite('sqlite'));
describe('Document management on SQLite', () => defineDocumentManagementContractSuite('sqlite'));
describe('Back office leads and callbacks on SQLite', () => defineBackOfficeLeadsContractSuite('sqlite'));
