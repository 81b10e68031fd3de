import { describe } from 'vitest';
import { POSTGRES_TEST_URL, postgresIsReachable } from '../support/test-server';
import { definePoliciesContractSuite } from './policies.contract';

const reachable = await postgresIsReachable();
if (!reachable) console.warn(`PostgreSQL is unreachable at ${POSTGRES_TEST_URL}: skipping the PostgreSQL policy search suite.`);

describe.skipIf(!reachable)('POST /api/verify-policy on PostgreSQL', () => definePoliciesContractSuite('postgres'));
