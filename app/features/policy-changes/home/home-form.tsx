import { z } from 'zod';
import { HOME_DOCUMENT_RULES, homeDocumentsSchema, ZSelectedChanges } from '@contracts/policy-changes/home';
import { HOME_CHANGE_FORM } from '@contracts/policy-changes/home.form';
import type { TPortalType } from '@contracts/policy-changes/shared';
import type { FormShellStep } from '@design-system/FormShell';
import { DocumentList } from '@design-system/FormShell/steps';
import { DOCUMENTS_STEP_SKELETON_MS } from '@design-system/FormShell/constants';
import { contactStep, reviewStep } from '../shared-steps';
import { ChangesFields } from './ChangesFields';
import type { HomeChangeValues } from './home-values';

const DOCUMENTS_DESCRIPTION: Record<TPortalType, string> = {
  customer: 'Photos, an ID or papers that support your request help us process it faster. Documents are optional.',
  lender: "Add the borrower's authorization for this change (required), and any letter or declaration page that supports it.",
};

/** Seed 002 §2 "Home policy change form (4 steps plus success)", for a portal's document types. */
export const homeChangeSteps = (portalType: TPortalType): FormShellStep<HomeChangeValues>[] => [
  contactStep(),
  {
    label: 'Request Changes',
    schema: z.object({ selectedChanges: ZSelectedChanges }),
    render: (context) => <ChangesFields {...context} />,
  },
  {
    label: 'Documents',
    schema: homeDocumentsSchema(portalType),
    skeletonMs: DOCUMENTS_STEP_SKELETON_MS,
    render: () => <DocumentList types={HOME_DOCUMENT_RULES[portalType].types} description={DOCUMENTS_DESCRIPTION[portalType]} />,
  },
  reviewStep(HOME_CHANGE_FORM, { signed: true }),
];
