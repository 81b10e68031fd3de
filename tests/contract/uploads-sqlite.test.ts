import { describe } from 'vitest';
import { missingClamav } from '../support/clamd';
import { defineDecodingLimitsContractSuite } from './decoding-limits.contract';
import { defineDownloadNamesContractSuite } from './download-names.contract';
import { defineMalwareScanningContractSuite } from './malware-scanning.contract';
import { defineUploadOddPartsContractSuite } from './upload-odd-parts.contract';

describe('Odd upload parts on SQLite', () => defineUploadOddPartsContractSuite('sqlite'));
describe('Decoding limits on SQLite', () => defineDecodingLimitsContractSuite('sqlite'));
describe('Download names on SQLite', () => defineDownloadNamesContractSuite('sqlite'));

// Where ClamAV is not installed the scanning suite is skipped, saying so; under CI it runs, and fails.
const missing = missingClamav();
if (missing && !process.env.CI) console.warn(`${missing} not installed (apt-get install clamav-daemon): skipping the malware scanning suite.`);
describe.skipIf(Boolean(missing) && !process.env.CI)('Malware scanning with a real clamd on SQLite', () => defineMalwareScanningContractSuite('sqlite'));
