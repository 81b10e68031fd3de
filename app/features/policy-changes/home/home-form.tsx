import { z } from 'zod';
import { HOME_DOCUMENT_RULES, homeDocumentsSchema, ZSelectedChanges } from '@contracts/policy-changes/home';
import { HOME_CHANGE_FORM } from '@contracts/policy-changes/home.form';
import type { TPortalType } from '@contracts/policy-changes/shared';
import type { FormShellStep } from '@design-system/FormShell';
import { DocumentList } from '@design-system/FormShell/steps';
import { DOCUMENTS_STEP_SKELETON_MS } from '@design-system/FormShell/constants';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { message } from '@site/i18n/catalogue';
import { contactStep, reviewStep } from '../shared-steps';
import { ChangesFields } from './ChangesFields';
import { HOME_CHANGE_TEXT } from './content';
import type { HomeChangeValues } from './home-values';

/** Seed 002 §2 step 3: the portal's document types (flagged, the lender's authorization required), each named in the page's language. */
function DocumentsFields({ portalType }: { portalType: TPortalType }) {
  const text = useText(HOME_CHANGE_TEXT);
  const translate = useTranslateMessage();
  return (
    <DocumentList
      types={HOME_DOCUMENT_RULES[portalType].types.map((type) => ({ ...type, label: translate(type.label) }))}
      description={text(portalType === 'lender' ? 'documentsIntroLender' : 'documentsIntroCustomer')}
    />
  );
}

/** Seed 002 §2 "Home policy change form (4 steps plus success)", for a portal's document types. */
export const homeChangeSteps = (portalType: TPortalType): FormShellStep<HomeChangeValues>[] => [
  contactStep(),
  {
    label: message(HOME_CHANGE_TEXT, 'changesStep'),
    schema: z.object({ selectedChanges: ZSelectedChanges }),
    render: (context) => <ChangesFields {...context} />,
  },
  {
    label: message(HOME_CHANGE_TEXT, 'documentsStep'),
    schema: homeDocumentsSchema(portalType),
    skeletonMs: DOCUMENTS_STEP_SKELETON_MS,
    render: () => <DocumentsFields portalType={portalType} />,
  },
  reviewStep(HOME_CHANGE_FORM, { signed: true }),
];
