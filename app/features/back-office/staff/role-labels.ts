import type { StaffRole } from '@contracts/admin/staff-auth';

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Administrator', agent: 'Agent' };
