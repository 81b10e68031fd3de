import { describe } from 'vitest';
import { defineApiContractSuite } from './api.contract';

describe('API contract on SQLite', () => defineApiContractSuite('sqlite'));
