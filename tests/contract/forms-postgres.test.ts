import { defineContractGroup } from './suite-groups';

await defineContractGroup('forms', 'postgres');
