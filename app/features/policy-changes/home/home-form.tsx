import { z } from 'zod';
import { COVERAGE_SLIDERS, HOME_CHANGES, HOME_DOCUMENT_RULES, homeDocumentsSchema, ZSelectedChanges } from '@contracts/policy-changes/home';
import { labelOf, type TPortalType } from '@contracts/policy-changes/shared';
import { formatFileSize } from '@contracts/file-size';
import { formatDollars } from '@contracts/money';
import type { FormShellStep } from '@design-system/FormShell';
import { DocumentList, type ReviewItem } from '@design-system/FormShell/steps';
import { DOCUMENTS_STEP_SKELETON_MS } from '@design-system/FormShell/constants';
import { CHANGE_FORM_CONTENT } from '../content';
import { contactStep, reviewStep } from '../shared-steps';
import { ChangesFields } from './ChangesFields';
import type { HomeChangeValues } from './home-values';

const DOCUMENTS_DESCRIPTION: Record<TPortalType, string> = {
  customer: 'Photos, an ID or papers that support your request help us process it faster. Documents are optional.',
  lender: "Add the borrower's authorization for this change (required), and any letter or declaration page that supports it.",
};

const dollars = (amount: number | null) => (amount === null ? CHANGE_FORM_CONTENT.notProvided : formatDollars(amount));

/** What the review lists of the changes and documents (the shared review adds the rest). */
const homeChangeSummary =
  (portalType: TPortalType) =>
  ({ selectedChanges: changes, documents }: HomeChangeValues): ReviewItem[] => {
    const { coveragesData, addInsuredData, removeInsuredData } = changes.changeDetails;
    const types = HOME_DOCUMENT_RULES[portalType].types;
    return [
      {
        label: 'Changes Requested',
        value:
          HOME_CHANGES.filter(({ flag }) => changes[flag])
            .map(({ label }) => label)
            .join(', ') || CHANGE_FORM_CONTENT.none,
      },
      ...(changes.updateCoveragesChecked
        ? COVERAGE_SLIDERS.map((slider) => ({
            label: slider.coverage ? `${slider.label} (${slider.coverage})` : slider.label,
            value: dollars(coveragesData[slider.field]),
          }))
        : []),
      ...(changes.addInsuredChecked ? [{ label: 'Add Insured', value: `${addInsuredData.firstName.trim()} ${addInsuredData.lastName.trim()}` }] : []),
      ...(changes.removeInsuredChecked
        ? [{ label: 'Remove Insured', value: `${removeInsuredData.firstName.trim()} ${removeInsuredData.lastName.trim()}` }]
        : []),
      {
        label: 'Documents',
        value: documents.length
          ? documents
              .map((document) => `${labelOf(types, document.type)}: ${document.file?.name ?? ''} (${formatFileSize(document.file?.size ?? 0)})`)
              .join(', ')
          : CHANGE_FORM_CONTENT.none,
      },
    ];
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
  reviewStep(homeChangeSummary(portalType), { signed: true }),
];
