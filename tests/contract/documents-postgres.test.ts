import { defineContractGroup } from './suite-groups';

await defineContractGroup('documents', 'postgres');
