/**
 * What the pages' tests share: a page drawn in a language (the design system, the language, a router at its
 * address), a form's step drawn alone on the shell, and the shell's forward button pressed.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { FormShell, type FormShellStep } from '@design-system/FormShell';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import type { Locale } from '@site/locales';

/** `page` in `locale`, at `path` (for a page that reads its address). */
export const renderInLocale = (page: ReactElement, locale: Locale, path = '/') =>
  render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </LocaleProvider>
    </DesignSystemProvider>,
  );

/** One step of a form alone on the shell (no drafts), in `locale`, for the portal given. */
export function renderStepAlone<V extends object>(
  step: FormShellStep<V>,
  initialValues: V,
  { locale = 'es', portalType = 'customer' }: { locale?: Locale; portalType?: 'customer' | 'lender' } = {},
) {
  return render(
    <DesignSystemProvider>
      <LocaleProvider locale={locale}>
        <FormShell
          formId="step-test"
          title="Step"
          steps={[step]}
          initialValues={initialValues}
          onSubmit={async () => ({ referenceNumber: 'XX-00000000' })}
          success={() => ({ title: 'Sent', details: [], primaryAction: { label: 'Done', href: '/' } })}
          portalType={portalType}
          saveDrafts={false}
        />
      </LocaleProvider>
    </DesignSystemProvider>,
  );
}

/** The shell's forward button (Next, then Submit): its form's one submit button. */
export const pressForward = () => userEvent.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
