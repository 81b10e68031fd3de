import { describe } from 'vitest';
import { POSTGRES_TEST_URL, postgresIsReachable } from '../support/test-server';
import { defineReceiptsContractSuite } from './receipts.contract';

const reachable = await postgresIsReachable();
if (!reachable) console.warn(`PostgreSQL is unreachable at ${POSTGRES_TEST_URL}: skipping the PostgreSQL receipt suite.`);

describe.skipIf(!reachable)('POST /api/send-receipt on PostgreSQL', () => defineReceiptsContractSuite('postgres'));
