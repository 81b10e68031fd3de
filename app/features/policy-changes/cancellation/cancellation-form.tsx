import { z } from 'zod';
import { cancellationDocumentRules, isPropertySold, ZCancellationDetails, ZCancellationTerms } from '@contracts/policy-changes/cancellation';
import { ZDocumentList } from '@contracts/policy-changes/shared';
import type { FormShellStep } from '@design-system/FormShell';
import { DocumentList } from '@design-system/FormShell/steps';
import { DOCUMENTS_STEP_SKELETON_MS } from '@design-system/FormShell/constants';
import { contactStep } from '../shared-steps';
import { CANCELLATION_CONTENT } from './content';
import type { CancellationValues } from './cancellation-values';
import { ReasonFields } from './ReasonFields';
import { TermsFields } from './TermsFields';

/** Seed 002 §2 "Cancellation form (4 steps plus success)". */
export const CANCELLATION_STEPS: FormShellStep<CancellationValues>[] = [
  contactStep(),
  {
    label: CANCELLATION_CONTENT.reasonStep,
    schema: z.object({ cancellationDetails: ZCancellationDetails }),
    render: (context) => <ReasonFields {...context} />,
  },
  {
    // Never blocks (seed 002 §2 step 3): the reason's types are flagged, and only offered types can be chosen.
    label: CANCELLATION_CONTENT.documentsStep,
    schema: z.object({ documents: ZDocumentList }),
    skeletonMs: DOCUMENTS_STEP_SKELETON_MS,
    render: ({ values }) => (
      <DocumentList
        types={cancellationDocumentRules(values.cancellationDetails.reason, isPropertySold(values.cancellationDetails.dynamicFields)).types}
        description={CANCELLATION_CONTENT.documentsIntro}
      />
    ),
  },
  {
    label: CANCELLATION_CONTENT.reviewStep,
    schema: z.object({ submissionDetails: ZCancellationTerms }),
    disableNextUntilValid: true,
    render: (context) => <TermsFields {...context} />,
  },
];
