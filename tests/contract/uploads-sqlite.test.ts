import { describe } from 'vitest';
import { defineDecodingLimitsContractSuite } from './decoding-limits.contract';
import { defineUploadOddPartsContractSuite } from './upload-odd-parts.contract';

describe('Odd upload parts on SQLite', () => defineUploadOddPartsContractSuite('sqlite'));
describe('Decoding limits on SQLite', () => defineDecodingLimitsContractSuite('sqlite'));
