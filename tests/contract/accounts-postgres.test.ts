import { defineContractGroup } from './suite-groups';

await defineContractGroup('accounts', 'postgres');
