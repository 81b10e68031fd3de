/** The staff_members table: its name, its row, and the member of staff the API shows of it. */
import type { StaffRole, TStaffMember } from '@contracts/back-office/staff-auth';

export const STAFF_MEMBERS_TABLE = 'staff_members';

export type StaffRow = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | string | null;
  enrolled_at: Date | string | null;
  disabled_at: Date | string | null;
};

export const staffMemberOf = (row: Pick<StaffRow, 'id' | 'name' | 'email' | 'role'>): TStaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
});
