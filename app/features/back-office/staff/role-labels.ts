import type { StaffRole } from '@contracts/back-office/staff-auth';

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Administrator', agent: 'Agent' };
