import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { translatorFor } from '@site/i18n/catalogue';
import { resetErrorReporting } from '../../../errors/report-error';
import { STANDARD_QUOTE_TEXT } from './content';
import { StandardQuoteForm, type StandardQuoteFormProps } from './StandardQuoteForm';

const MESSAGES = {
  name: 'Name is Required',
  lastName: 'Last Name is Required',
  email: 'Email is Required',
  phone: 'Phone is Required',
  propertyAddress: 'Property Address is Required',
  insured: 'Please select if you are currently insured',
};

const CONTENT = translatorFor(STANDARD_QUOTE_TEXT, 'en');

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SUBMITTED = { success: true, message: 'Your quote request has been submitted successfully!', referenceNumber: 'QR-ABCD2345', duplicate: false };

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/** fetch for the API: quote submissions get the queued answers in turn (the last one repeats); anything else 201. */
function stubApi(...answers: Answer[]) {
  const submissions: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (!url.endsWith('/api/submit-quote')) return jsonResponse(201, { success: true, reportId: 'ER-1' });
    submissions.push(JSON.parse(init.body as string));
    const answer = answers[Math.min(submissions.length, answers.length) - 1];
    return typeof answer === 'function' ? answer() : answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { submissions, fetchMock };
}

function renderForm(props: StandardQuoteFormProps = {}, url = '/quotes/standard/home-insurance') {
  return render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[url]}>
        <StandardQuoteForm {...props} />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

const field = {
  firstName: () => screen.getByRole('textbox', { name: /First Name/ }),
  lastName: () => screen.getByRole('textbox', { name: /Last Name/ }),
  email: () => screen.getByRole('textbox', { name: /Email/ }),
  phone: () => screen.getByRole('textbox', { name: /Phone/ }),
  propertyAddress: () => screen.getByRole('textbox', { name: /Property Address/ }),
  message: () => screen.getByRole('textbox', { name: /Message/ }),
};
const submitButton = () => screen.getByRole('button', { name: /Submit Quote Request|Submit Another Quote/ });

/** Pastes each answer (typing a field key by key is the subject of the validation tests, and costs a render a key). */
async function fillValidForm(user: ReturnType<typeof userEvent.setup>, { address = true } = {}) {
  const answer = async (input: HTMLElement, text: string) => {
    await user.click(input);
    await user.paste(text);
  };
  await answer(field.firstName(), 'Ann');
  await answer(field.lastName(), 'Lee');
  await answer(field.email(), 'ann@example.com');
  await answer(field.phone(), '5551234567');
  if (address) await answer(field.propertyAddress(), '1 Main St, Miami, FL 33101');
  await user.click(screen.getByRole('radio', { name: 'No' }));
}

const formError = () => screen.queryByTestId('submission-error');

beforeEach(() => {
  act(() => notifications.clean());
  resetErrorReporting();
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('StandardQuoteForm sections', () => {
  it.each(['Home Insurance', 'Auto Insurance', 'Flood Insurance', 'Umbrella Insurance'])('asks for the property for %s', (productType) => {
    renderForm({ productType });
    expect(screen.getByRole('group', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Property Information' })).toContainElement(field.propertyAddress());
    expect(screen.getByRole('group', { name: 'Additional Information' })).toBeInTheDocument();
  });

  it.each(['Life Insurance', 'Medicare', 'Business Insurance', 'Pet Insurance', 'Recreational Insurance'])('has no property section for %s', (productType) => {
    renderForm({ productType });
    expect(screen.queryByRole('group', { name: 'Property Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Property Address/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Personal Information' })).toContainElement(field.email());
    expect(screen.getByRole('group', { name: 'Additional Information' })).toContainElement(field.message());
  });

  it('has no serious accessibility violations', async () => {
    renderForm({ productType: 'Home Insurance' });
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

describe('StandardQuoteForm validation', () => {
  it('validates each field when it loses focus, with the spec messages', async () => {
    const user = userEvent.setup();
    renderForm({ productType: 'Home Insurance' });
    await user.click(field.firstName());
    await user.tab();
    expect(await screen.findByText(MESSAGES.name)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.lastName)).not.toBeInTheDocument();

    await user.type(field.email(), 'ann@example');
    await user.tab();
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();

    await user.click(field.propertyAddress());
    await user.tab();
    expect(await screen.findByText(MESSAGES.propertyAddress)).toBeInTheDocument();
    expect(formError()).not.toBeInTheDocument();
  });

  it('blocks an invalid submit: every message, the form error, the keyboard on the first field, nothing sent', async () => {
    const { fetchMock } = stubApi(jsonResponse(201, SUBMITTED));
    const user = userEvent.setup();
    renderForm({ productType: 'Flood Insurance' });
    await user.click(submitButton());

    for (const message of Object.values(MESSAGES)) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('submission-error-message')).toHaveTextContent('Please correct the errors and try again.');
    expect(within(formError()!).queryByRole('button', { name: CONTENT('actions.retry') })).not.toBeInTheDocument();
    expect(field.firstName()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops the form error once every field is fixed', async () => {
    stubApi(jsonResponse(201, SUBMITTED));
    const user = userEvent.setup();
    renderForm({ productType: 'Life Insurance' });
    await user.click(submitButton());
    expect(await screen.findByTestId('submission-error')).toBeInTheDocument();
    await fillValidForm(user, { address: false });
    await user.click(field.message());
    await waitFor(() => expect(formError()).not.toBeInTheDocument());
  });
});

describe('StandardQuoteForm submission', () => {
  it('sends the standard payload with the product, campaign and UTM values of the query, stamped with time and browser', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_767_225_600_000);
    const { submissions } = stubApi(jsonResponse(201, SUBMITTED));
    const user = userEvent.setup();
    renderForm(
      {},
      '/standardized?productType=auto-insurance&campaign=spring&utm_source=newsletter&medium=email&utm_medium=mail&content=hero&term=cheap%20auto',
    );
    await fillValidForm(user);
    await user.type(field.message(), 'Call after 5');
    await user.click(submitButton());

    await screen.findByText(CONTENT('success.title'));
    expect(submissions).toEqual([
      {
        name: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        phone: '(555) 123-4567',
        propertyAddress: '1 Main St, Miami, FL 33101',
        message: 'Call after 5',
        insured: 'No',
        productType: 'Auto Insurance',
        campaign: 'spring',
        utm_source: 'newsletter',
        utm_medium: 'mail',
        utm_campaign: 'spring',
        utm_content: 'hero',
        utm_term: 'cheap auto',
        submissionTimestamp: 1_767_225_600_000,
        userAgent: navigator.userAgent,
      },
    ]);
  });

  it('takes the props over the query', async () => {
    const { submissions } = stubApi(jsonResponse(201, SUBMITTED));
    const user = userEvent.setup();
    renderForm({ productType: 'Life Insurance', campaign: 'tm6c14', utm_source: 'partner' }, '/x?productType=Home+Insurance&campaign=spring&source=newsletter');
    await fillValidForm(user, { address: false });
    await user.click(submitButton());
    await screen.findByText(CONTENT('success.title'));
    expect(submissions[0]).toMatchObject({
      productType: 'Life Insurance',
      campaign: 'tm6c14',
      utm_source: 'partner',
      utm_campaign: 'spring',
      propertyAddress: '',
    });
  });

  it('shows the loading message while sending and ignores a second submit', async () => {
    let answer!: (response: Response) => void;
    const { submissions } = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm({ productType: 'Life Insurance' });
    await fillValidForm(user, { address: false });
    await user.click(submitButton());

    expect(await screen.findByText(CONTENT('submitting'))).toBeInTheDocument();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    expect(field.firstName()).toBeDisabled();
    // The button is busy; a submit by the keyboard (Enter in a field) is ignored too.
    act(() => screen.getByRole('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    expect(submissions).toHaveLength(1);

    answer(jsonResponse(201, SUBMITTED));
    expect(await screen.findByText(CONTENT('success.title'))).toBeInTheDocument();
    expect(screen.queryByText(CONTENT('submitting'))).not.toBeInTheDocument();
  });

  it('keeps ignoring submits until 1 second after the attempt ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { submissions } = stubApi(jsonResponse(500, { message: 'boom' }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm({ productType: 'Life Insurance' });
    await fillValidForm(user, { address: false });
    await user.click(submitButton());
    expect(await screen.findByText(CONTENT('errors.unexpected'))).toBeInTheDocument();

    await user.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(500));
    await user.click(screen.getByRole('button', { name: CONTENT('actions.retry') }));
    expect(submissions).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(600));
    await user.click(submitButton());
    await waitFor(() => expect(submissions).toHaveLength(2));
  });

  it('on success shows Quote Request Submitted!, clears the answers, keeps product, campaign and UTM, and offers another', async () => {
    const { submissions } = stubApi(jsonResponse(201, SUBMITTED), jsonResponse(201, { ...SUBMITTED, referenceNumber: 'QR-SECOND22' }));
    const user = userEvent.setup();
    renderForm({ productType: 'Home Insurance', campaign: 'quote-slash' }, '/x?utm_source=google&utm_term=home');
    await fillValidForm(user);
    await user.click(submitButton());

    const success = await screen.findByTestId('quote-submitted');
    expect(success).toHaveTextContent(CONTENT('success.title'));
    expect(success).toHaveTextContent(`An insurance expert will contact you ${AGENCY.contactPromise}`);
    expect(within(success).getByTestId('reference-number')).toHaveTextContent('QR-ABCD2345');
    expect(success).toHaveFocus();
    for (const input of [field.firstName(), field.lastName(), field.email(), field.phone(), field.propertyAddress(), field.message()])
      expect(input).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: CONTENT('submitAnother') })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.name)).not.toBeInTheDocument();

    await new Promise((resolve) => setTimeout(resolve, 1_050)); // the re-submit lock
    await user.type(field.firstName(), 'Bo');
    await user.type(field.lastName(), 'Diaz');
    await user.type(field.email(), 'bo@example.com');
    await user.type(field.phone(), '5557654321');
    await user.type(field.propertyAddress(), '2 Elm St');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: CONTENT('submitAnother') }));
    await waitFor(() => expect(submissions).toHaveLength(2));
    expect(submissions[1]).toMatchObject({
      name: 'Bo',
      productType: 'Home Insurance',
      campaign: 'quote-slash',
      utm_source: 'google',
      utm_term: 'home',
      insured: 'Yes',
    });
    expect(await screen.findByText('QR-SECOND22')).toBeInTheDocument();
  });
});

describe('StandardQuoteForm errors (seed 000 §8)', () => {
  async function submitAndGetError(answer: Answer, productType = 'Life Insurance') {
    stubApi(answer);
    const user = userEvent.setup();
    renderForm({ productType });
    await fillValidForm(user, { address: productType === 'Home Insurance' });
    await user.click(submitButton());
    const panel = await screen.findByTestId('submission-error');
    return { user, panel, message: within(panel).getByTestId('submission-error-message') };
  }

  it('200 with success false: the server message', async () => {
    const { message } = await submitAndGetError(jsonResponse(200, { success: false, message: 'We cannot quote in your state yet.' }));
    expect(message).toHaveTextContent('We cannot quote in your state yet.');
    expect(screen.queryByText(CONTENT('success.title'))).not.toBeInTheDocument();
  });

  it('200 with success false and no message: the fallback', async () => {
    const { message } = await submitAndGetError(jsonResponse(200, { success: false }));
    expect(message).toHaveTextContent('An error occurred submitting your quote request.');
  });

  it('422: each field’s server message merged into the form, the server message as the form error', async () => {
    const { message } = await submitAndGetError(
      jsonResponse(422, {
        message: 'Some answers need another look.',
        errors: { email: ['This address cannot receive mail'], phone: ['Not a US number', 'second'] },
      }),
    );
    expect(message).toHaveTextContent('Some answers need another look.');
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription('This address cannot receive mail');
    expect(field.phone()).toHaveAccessibleDescription('Not a US number');
    expect(field.firstName()).not.toHaveAttribute('aria-invalid');
    expect(field.email()).toHaveFocus();
    // Fixing the answers the server named clears the form error too.
    const user = userEvent.setup();
    await user.type(field.email(), 'x');
    await user.clear(field.phone());
    await user.type(field.phone(), '5557654321');
    await waitFor(() => expect(formError()).not.toBeInTheDocument());
  });

  it('422 without a message: the validation fallback', async () => {
    const { message } = await submitAndGetError(jsonResponse(422, { errors: { name: ['Name is Required'] } }));
    expect(message).toHaveTextContent('Please correct the errors and try again.');
    expect(screen.getByText('Name is Required')).toBeInTheDocument();
  });

  it('429: the too-quickly message, whatever the body says', async () => {
    const { message, panel } = await submitAndGetError(jsonResponse(429, { success: false, message: 'Slow down' }));
    expect(message).toHaveTextContent('You are submitting requests too quickly. Please wait a moment and try again.');
    expect(within(panel).getByRole('button', { name: CONTENT('actions.retry') })).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => jsonResponse(500, { message: 'Database down' })],
    ['a 419', () => jsonResponse(419, { message: 'Your session has expired.' })],
    ['an HTML error page', () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })],
    ['no response', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: the unexpected-error message and a Submission Error notification', async (_label, answer) => {
    const { message } = await submitAndGetError(answer);
    expect(message).toHaveTextContent('An unexpected error occurred. Please try again later.');
    const notice = (await screen.findByText('Submission Error')).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('An unexpected error occurred.');
  });

  it('retry sends the same answers again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { submissions } = stubApi(jsonResponse(500, {}), jsonResponse(201, SUBMITTED));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm({ productType: 'Life Insurance' });
    await fillValidForm(user, { address: false });
    await user.click(submitButton());
    await screen.findByText(CONTENT('errors.unexpected'));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(screen.getByRole('button', { name: CONTENT('actions.retry') }));

    expect(await screen.findByText(CONTENT('success.title'))).toBeInTheDocument();
    expect(submissions).toHaveLength(2);
    const { submissionTimestamp: _a, ...first } = submissions[0]!;
    const { submissionTimestamp: _b, ...second } = submissions[1]!;
    expect(second).toEqual(first);
  });

  it('clear-error returns to the empty form', async () => {
    const { user, panel } = await submitAndGetError(jsonResponse(429, {}), 'Home Insurance');
    await user.click(within(panel).getByRole('button', { name: CONTENT('actions.clear') }));
    expect(formError()).not.toBeInTheDocument();
    for (const input of [field.firstName(), field.email(), field.propertyAddress()]) expect(input).toHaveValue('');
    expect(field.firstName()).toHaveFocus();
    expect(screen.queryByText(MESSAGES.name)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONTENT('submit') })).toBeInTheDocument();
  });

  it('contact support: calls the support number when the visitor agrees', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { user, panel } = await submitAndGetError(jsonResponse(429, {}));
    await user.click(within(panel).getByRole('button', { name: CONTENT('actions.contactSupport') }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining(AGENCY.phone));
    expect(assign).toHaveBeenCalledWith('tel:8005550142');
  });

  it('contact support: copies the support e-mail and says so when the visitor cancels', async () => {
    vi.stubGlobal('confirm', () => false);
    const { user, panel } = await submitAndGetError(jsonResponse(429, {}));
    // (After userEvent.setup, which puts a clipboard of its own on navigator.)
    const writeText = vi.fn(async () => {});
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    await user.click(within(panel).getByRole('button', { name: CONTENT('actions.contactSupport') }));
    expect(writeText).toHaveBeenCalledWith(AGENCY.supportEmail);
    expect(await screen.findByText('Email Copied')).toBeInTheDocument();
  });
});
