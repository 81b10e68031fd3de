import { describe } from 'vitest';
import { POSTGRES_TEST_URL, postgresIsReachable } from '../support/test-server';
import { defineCarriersContractSuite } from './carriers.contract';

const reachable = await postgresIsReachable();
if (!reachable) console.warn(`PostgreSQL is unreachable at ${POSTGRES_TEST_URL}: skipping the PostgreSQL carrier directory suite.`);

describe.skipIf(!reachable)('GET /api/carriers on PostgreSQL', () => defineCarriersContractSuite('postgres'));
