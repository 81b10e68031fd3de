import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useLocale, useText } from '../../i18n/Locale';
import { useTranslateMessage } from '../../i18n/useTranslateMessage';
import { FORM_SHELL_CATALOGUE } from '../text';
import type { StepMessages } from '../validation/step-validation';

type Errors = Record<string, string>;

/** The words of the steps' checks in the page's language: the contracts' messages translated, and the shell's own. */
export function useStepMessages(): StepMessages {
  const text = useText(FORM_SHELL_CATALOGUE);
  const translate = useTranslateMessage();
  return useMemo(() => ({ translate, checkStep: text('checkStep') }), [text, translate]);
}

/**
 * When the person switches language mid-form, the errors already shown (at the fields and in the summary) say
 * the same in the new language (design-system/form/useErrorsFollowLanguage's rule): each in the words the
 * step's check now gives it, else its message translated (a server's refusal). None appears or goes, the
 * answers and the step stay, and the summary keeps its place and focus.
 */
export function useErrorsFollowPageLanguage<V>(
  form: UseFormReturnType<V>,
  rewordSummary: (words: (errors: Errors) => Errors) => void,
  check: RefObject<(values: V) => Errors>,
): void {
  const locale = useLocale();
  const translate = useTranslateMessage();
  const shownIn = useRef(locale);
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    const fresh = check.current(form.getValues());
    const inNewLanguage = (errors: Record<string, unknown>): Errors =>
      Object.fromEntries(
        Object.entries(errors)
          .filter(([, message]) => Boolean(message))
          .map(([path, message]) => [path, fresh[path] ?? translate(String(message))]),
      );
    form.setErrors(inNewLanguage(form.errors));
    rewordSummary(inNewLanguage);
  }, [locale, form, rewordSummary, check, translate]);
}
