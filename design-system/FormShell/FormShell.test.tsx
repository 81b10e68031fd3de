import { TextInput } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { portalEmail, requiredText } from '@contracts/fields';
import { draftStorageKey } from './drafts/draft';
import { FormSubmissionError } from './validation/submission-error';
import { LocaleProvider } from '../i18n/Locale';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { FormShell, type FormShellProps, type SubmitOptions } from './index';

type Values = { email: string; note: string };
const INITIAL: Values = { email: '', note: '' };

const STEPS: FormShellProps<Values, { referenceNumber: string }>['steps'] = [
  { label: 'Contact', schema: z.object({ email: portalEmail() }), render: ({ form }) => <TextInput label="Email" {...form.getInputProps('email')} /> },
  {
    label: 'Note',
    schema: z.object({ note: requiredText('Please describe the changes you need') }),
    render: ({ form }) => <TextInput label="Note" {...form.getInputProps('note')} />,
  },
];

const onSubmit = vi.fn<(values: Values, options: SubmitOptions) => Promise<{ referenceNumber: string }>>();

function shell(props: Partial<FormShellProps<Values, { referenceNumber: string }>> = {}) {
  return (
    <DesignSystemProvider>
      <FormShell
        formId="test-change"
        title="Test Change Request"
        steps={STEPS}
        initialValues={INITIAL}
        onSubmit={onSubmit}
        success={(_result, values) => ({
          title: 'Request Received',
          details: [{ label: 'Email', value: values.email }],
          primaryAction: { label: 'Done', href: '/' },
        })}
        portalType="customer"
        {...props}
      />
    </DesignSystemProvider>
  );
}

const renderShell = (props: Partial<FormShellProps<Values, { referenceNumber: string }>> = {}) => render(shell(props));

const seed = (draft: { formData: Partial<Values>; currentStep: number; completedSteps: number[] }, portalType = 'customer' as const) =>
  localStorage.setItem(
    draftStorageKey('test-change', portalType),
    JSON.stringify({ ...draft, formData: { ...INITIAL, ...draft.formData }, timestamp: Date.now() - 120_000 }),
  );

const onStep = (name: string) =>
  waitFor(
    () => {
      expect(screen.getByTestId('step-heading')).toHaveTextContent(name);
      expect(screen.queryByTestId('step-skeleton')).not.toBeInTheDocument();
    },
    { timeout: 4000 },
  );

beforeEach(() => {
  localStorage.clear();
  onSubmit.mockReset();
});

describe('FormShell', () => {
  it('hides errors for the first 200 ms, then shows those of the fields left', () => {
    vi.useFakeTimers();
    try {
      renderShell();
      const email = screen.getByRole('textbox', { name: 'Email' });
      fireEvent.focus(email);
      fireEvent.blur(email);
      act(() => vi.advanceTimersByTime(199));
      expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('Email is required')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes to the next step when Enter is pressed in a field of a valid step', async () => {
    renderShell();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan@example.com{Enter}');
    await onStep('Note');
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 2 of 2');
  });

  it('restores a draft whose saved step does not exist at step 1, with its answers', async () => {
    seed({ formData: { email: 'jordan@example.com', note: 'Raise coverage' }, currentStep: 7, completedSteps: [1, 2] });
    renderShell();
    expect(screen.getByTestId('draft-banner')).toHaveTextContent('saved 2 minutes ago');
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await onStep('Contact');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jordan@example.com');
  });

  it('restores at the first earlier step whose answers no longer pass', async () => {
    seed({ formData: { email: 'not-an-address', note: 'Raise coverage' }, currentStep: 2, completedSteps: [1] });
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await onStep('Contact');
  });

  it('shows a 422 field error on its own step and in the summary, without a second panel', async () => {
    onSubmit.mockRejectedValue(new FormSubmissionError('Please check your form for errors.', { email: 'This address cannot receive mail' }));
    seed({ formData: { email: 'jordan@example.com', note: 'Raise coverage' }, currentStep: 2, completedSteps: [1] });
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await onStep('Note');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await onStep('Contact');
    const summary = await screen.findByTestId('error-summary', {}, { timeout: 4000 });
    expect(within(summary).getByRole('link', { name: 'This address cannot receive mail' })).toHaveAttribute('href', '#test-change-email');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.queryByTestId('submission-error')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This address cannot receive mail');
  });

  it('shows a failure without field errors in the panel, with Try Again', async () => {
    onSubmit.mockRejectedValueOnce(new FormSubmissionError('A server error occurred. Please try again later.'));
    onSubmit.mockResolvedValueOnce({ referenceNumber: 'OC-7K4M2XQ9' });
    seed({ formData: { email: 'jordan@example.com', note: 'Raise coverage' }, currentStep: 2, completedSteps: [1] });
    renderShell({ submissionErrorTitle: 'Your request was not sent' });
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await onStep('Note');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const panel = await screen.findByTestId('submission-error');
    expect(panel).toHaveTextContent('Your request was not sent');
    expect(panel).toHaveTextContent('A server error occurred. Please try again later.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('OC-7K4M2XQ9')).toBeInTheDocument();
  });

  it('lets onSubmit report upload progress to the steps', async () => {
    let report: (percent: number) => void = () => {};
    let finish: (value: { referenceNumber: string }) => void = () => {};
    onSubmit.mockImplementation((_values, { onProgress }) => {
      report = onProgress;
      return new Promise((done) => (finish = done));
    });
    const steps: FormShellProps<Values, { referenceNumber: string }>['steps'] = [
      { label: 'Only', render: ({ uploadProgress }) => <p data-testid="progress">{uploadProgress === null ? 'idle' : `${uploadProgress}%`}</p> },
    ];
    renderShell({ steps });
    expect(screen.getByTestId('progress')).toHaveTextContent('idle');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    act(() => report(42));
    expect(screen.getByTestId('progress')).toHaveTextContent('42%');
    await act(async () => finish({ referenceNumber: 'OC-7K4M2XQ9' }));
    expect(await screen.findByText('OC-7K4M2XQ9')).toBeInTheDocument();
  });

  it('holds Next while a step says it is busy', async () => {
    let setBusy: (pending: boolean) => void = () => {};
    const steps: FormShellProps<Values, { referenceNumber: string }>['steps'] = [
      {
        label: 'Documents',
        render: ({ setPending }) => {
          setBusy = (pending) => setPending('reading', pending);
          return <p>Documents</p>;
        },
      },
      STEPS[1]!,
    ];
    renderShell({ steps });
    act(() => setBusy(true));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    act(() => setBusy(false));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await onStep('Note');
  });

  it('shows a one-step form without progress or step heading, without drafts, and with its own exit label', async () => {
    const onExit = vi.fn();
    renderShell({ steps: [STEPS[0]!], saveDrafts: false, exitLabel: 'Cancel', onExit, showTitle: false });
    expect(screen.queryByTestId('step-heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Test Change Request' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Test Change Request' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan@example.com');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(localStorage.getItem(draftStorageKey('test-change', 'customer'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onExit).toHaveBeenCalled();
  });

  it('sends once however often Submit is pressed, and clears the draft on success', async () => {
    let resolve: (value: { referenceNumber: string }) => void = () => {};
    onSubmit.mockImplementation(() => new Promise((done) => (resolve = done)));
    seed({ formData: { email: 'jordan@example.com', note: 'Raise coverage' }, currentStep: 2, completedSteps: [1] });
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await onStep('Note');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.dblClick(submit);
    await userEvent.click(submit);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    resolve({ referenceNumber: 'PC-1' });
    expect(await screen.findByRole('heading', { name: 'Request Received' }, { timeout: 4000 })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('reference-number')).toHaveTextContent('PC-1');
    expect(localStorage.getItem(draftStorageKey('test-change', 'customer'))).toBeNull();
  });

  it('takes the lender look and the lender draft from its portal type, and has no serious axe violation', async () => {
    seed({ formData: { email: 'customer@example.com' }, currentStep: 1, completedSteps: [] }, 'customer');
    const { container } = renderShell({ portalType: 'lender' });
    expect(screen.queryByTestId('draft-banner')).not.toBeInTheDocument();
    expect(container.querySelector('[data-portal-type="lender"]')).toContainElement(screen.getByTestId('form-shell'));
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

describe('FormShell in Spanish', () => {
  const inSpanish = (props: Partial<FormShellProps<Values, { referenceNumber: string }>> = {}, locale: 'en' | 'es' = 'es') => (
    <LocaleProvider locale={locale}>{shell(props)}</LocaleProvider>
  );

  it("speaks the page's language: progress, buttons, the draft banner and the contract's messages", async () => {
    seed({ formData: { email: 'jordan' }, currentStep: 1, completedSteps: [] });
    render(inSpanish());
    const banner = screen.getByTestId('draft-banner');
    expect(banner).toHaveTextContent('Le damos la bienvenida de nuevo');
    expect(banner).toHaveTextContent('se guardó hace 2 minutos');
    await userEvent.click(within(banner).getByRole('button', { name: 'Reanudar' }));
    await onStep('Contact');
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Paso 1 de 2');
    expect(screen.getByRole('navigation', { name: 'Progreso del formulario' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const summary = await screen.findByTestId('error-summary', {}, { timeout: 4000 });
    expect(within(summary).getByRole('heading')).toHaveTextContent('Corrija los siguientes errores');
    expect(within(summary).getByRole('link', { name: 'Escriba una dirección de correo electrónico válida' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '@example.com{Enter}');
    await onStep('Note');
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Paso 2 de 2');
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });

  it('says the errors already shown again in the language switched to', async () => {
    const { rerender } = render(inSpanish());
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const summary = await screen.findByTestId('error-summary', {}, { timeout: 4000 });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('El correo electrónico es obligatorio');
    rerender(inSpanish({}, 'en'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required'));
    expect(within(summary).getByRole('link', { name: 'Email is required' })).toBeInTheDocument();
    expect(within(summary).getByRole('heading')).toHaveTextContent('Please correct the following errors');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it("shows the submission's failure and the success screen in Spanish", async () => {
    onSubmit.mockRejectedValueOnce(new Error(' '));
    onSubmit.mockResolvedValueOnce({ referenceNumber: 'OC-7K4M2XQ9' });
    render(inSpanish({ steps: [STEPS[0]!] }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const panel = await screen.findByTestId('submission-error');
    expect(panel).toHaveTextContent('Algo salió mal');
    expect(panel).toHaveTextContent('Hubo un error al enviar su formulario. Inténtelo de nuevo.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Intentar de nuevo' }));
    const success = await screen.findByTestId('success-screen');
    expect(success).toHaveTextContent('Su número de referencia');
    expect(within(success).getByRole('button', { name: 'Copiar el número de referencia' })).toHaveTextContent('Copiar');
    expect(within(success).getByRole('heading', { name: 'Resumen' })).toBeInTheDocument();
  });
});
