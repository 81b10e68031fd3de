import { defineContractGroup } from './suite-groups';

await defineContractGroup('staff', 'sqlite');
