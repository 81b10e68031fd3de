import { describe } from 'vitest';
import { defineReceiptsContractSuite } from './receipts.contract';

describe('POST /api/send-receipt on SQLite', () => defineReceiptsContractSuite('sqlite'));
