import { describe } from 'vitest';
import { POSTGRES_TEST_URL, postgresIsReachable } from '../support/test-server';
import { defineDownloadNamesContractSuite } from './download-names.contract';
import { defineUploadOddPartsContractSuite } from './upload-odd-parts.contract';

const reachable = await postgresIsReachable();
if (!reachable) console.warn(`PostgreSQL is unreachable at ${POSTGRES_TEST_URL}: skipping the PostgreSQL upload suites.`);

describe.skipIf(!reachable)('Odd upload parts on PostgreSQL', () => defineUploadOddPartsContractSuite('postgres'));
describe.skipIf(!reachable)('Download names on PostgreSQL', () => defineDownloadNamesContractSuite('postgres'));
