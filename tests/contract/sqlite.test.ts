import { describe } from 'vitest';
import { defineApiContractSuite } from './api.contract';
import { defineInsuranceRequestsContractSuite } from './insurance-requests.contract';

describe('API contract on SQLite', () => defineApiContractSuite('sqlite'));
describe('Evidence of insurance requests on SQLite', () => defineInsuranceRequestsContractSuite('sqlite'));
