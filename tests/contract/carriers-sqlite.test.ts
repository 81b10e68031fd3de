import { describe } from 'vitest';
import { defineCarriersContractSuite } from './carriers.contract';

describe('GET /api/carriers on SQLite', () => defineCarriersContractSuite('sqlite'));
