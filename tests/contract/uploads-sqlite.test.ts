import { describe } from 'vitest';
import { defineUploadOddPartsContractSuite } from './upload-odd-parts.contract';

describe('Odd upload parts on SQLite', () => defineUploadOddPartsContractSuite('sqlite'));
