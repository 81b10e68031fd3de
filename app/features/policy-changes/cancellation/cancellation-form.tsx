import { z } from 'zod';
import { ZCancellationDetails, ZCancellationTerms } from '@contracts/policy-changes/cancellation';
import { ZDocumentList } from '@contracts/policy-changes/shared';
import { message } from '@site/i18n/catalogue';
import { DOCUMENTS_STEP_SKELETON_MS } from '@design-system/FormShell/constants';
import type { FormShellStep } from '@design-system/FormShell';
import { contactStep } from '../shared-steps';
import { CANCELLATION_TEXT } from './content';
import type { CancellationValues } from './cancellation-values';
import { DocumentsFields } from './DocumentsFields';
import { ReasonFields } from './ReasonFields';
import { TermsFields } from './TermsFields';

/** Seed 002 §2 "Cancellation form (4 steps plus success)". */
export const CANCELLATION_STEPS: FormShellStep<CancellationValues>[] = [
  contactStep(),
  {
    label: message(CANCELLATION_TEXT, 'reasonStep'),
    schema: z.object({ cancellationDetails: ZCancellationDetails }),
    render: (context) => <ReasonFields {...context} />,
  },
  {
    // Never blocks (seed 002 §2 step 3): the reason's types are flagged, and only offered types can be chosen.
    label: message(CANCELLATION_TEXT, 'documentsStep'),
    schema: z.object({ documents: ZDocumentList }),
    skeletonMs: DOCUMENTS_STEP_SKELETON_MS,
    render: ({ values }) => <DocumentsFields values={values} />,
  },
  {
    label: message(CANCELLATION_TEXT, 'reviewStep'),
    schema: z.object({ submissionDetails: ZCancellationTerms }),
    disableNextUntilValid: true,
    render: (context) => <TermsFields {...context} />,
  },
];
