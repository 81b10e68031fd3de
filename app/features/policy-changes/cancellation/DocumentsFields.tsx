import { cancellationDocumentRules, isPropertySold } from '@contracts/policy-changes/cancellation';
import { DocumentList } from '@design-system/FormShell/steps';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import type { CancellationValues } from './cancellation-values';
import { CANCELLATION_TEXT } from './content';

/** Seed 002 §2 step 3: the reason's document types (flagged, never enforced), each named in the page's language. */
export function DocumentsFields({ values }: { values: CancellationValues }) {
  const text = useText(CANCELLATION_TEXT);
  const translate = useTranslateMessage();
  const { types } = cancellationDocumentRules(values.cancellationDetails.reason, isPropertySold(values.cancellationDetails.dynamicFields));
  return <DocumentList types={types.map((type) => ({ ...type, label: translate(type.label) }))} description={text('documentsIntro')} />;
}
