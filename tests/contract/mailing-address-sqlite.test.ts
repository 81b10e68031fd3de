import { describe } from 'vitest';
import { defineMailingAddressContractSuite } from './mailing-address.contract';

describe('POST /api/policy-changes/mailing-address on SQLite', () => defineMailingAddressContractSuite('sqlite'));
