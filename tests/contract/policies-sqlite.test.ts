import { describe } from 'vitest';
import { definePoliciesContractSuite } from './policies.contract';

describe('POST /api/verify-policy on SQLite', () => definePoliciesContractSuite('sqlite'));
