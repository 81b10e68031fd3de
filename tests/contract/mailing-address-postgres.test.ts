import { describe } from 'vitest';
import { POSTGRES_TEST_URL, postgresIsReachable } from '../support/test-server';
import { defineMailingAddressContractSuite } from './mailing-address.contract';

const reachable = await postgresIsReachable();
if (!reachable) console.warn(`PostgreSQL is unreachable at ${POSTGRES_TEST_URL}: skipping the PostgreSQL mailing address suite.`);

describe.skipIf(!reachable)('POST /api/policy-changes/mailing-address on PostgreSQL', () => defineMailingAddressContractSuite('postgres'));
