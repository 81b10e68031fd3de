import { defineContractGroup } from './suite-groups';

await defineContractGroup('back-office', 'postgres');
