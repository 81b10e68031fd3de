import { initServer } from '@ts-rest/express';
import { staffPolicySearchContract } from '@contracts/back-office/policy-search';
import type { AppDependencies } from '../../dependencies';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { auditedCriteria, searchStaffPolicies } from '../../services/back-office/policy-search';
import { recordStaffAction } from '../../services/staff/audit-log';

const s = initServer();

export const staffPolicySearchRouter = ({ db }: AppDependencies) =>
  s.router(staffPolicySearchContract, {
    searchPolicies: async ({ body, req }) => {
      const staff = staffOf(req);
      // Written before the answer: a search whose audit row could not be kept is not answered.
      await recordStaffAction(db, { staffId: staff.id, action: 'policy_search', details: auditedCriteria(body), ip: clientIpOf(req) });
      return { status: 200, body: await searchStaffPolicies(db, body) };
    },
  });
