import { useEffect, useRef } from 'react';
import { useLocale } from '../i18n/Locale';

type FormWithErrors = { errors: Record<string, unknown>; validateField: (path: string) => unknown };

/**
 * When the person switches language mid-form, the messages already on the form are checked again, so they
 * read in the new language (the answers and the step stay as they were); fields without a message stay quiet.
 */
export function useErrorsFollowLanguage(form: FormWithErrors): void {
  const locale = useLocale();
  const shownIn = useRef(locale);
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    for (const field of Object.keys(form.errors)) form.validateField(field);
  }, [locale, form]);
}
