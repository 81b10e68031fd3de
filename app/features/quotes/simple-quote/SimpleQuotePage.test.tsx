import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { SimpleQuotePage } from './SimpleQuotePage';

vi.mock('@design-system/celebrate/celebrate', () => ({ celebrate: vi.fn() }));

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(productType: string) {
  return render(
    <DesignSystemProvider>
      <MemoryRouter>
        <SimpleQuotePage productType={productType} />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Ann');
  await user.type(screen.getByLabelText(/Last Name/), 'Lee');
  await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
  await user.type(screen.getByLabelText(/Phone/), '5551234567');
  await user.click(screen.getByLabelText('No'));
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
});
afterEach(() => vi.unstubAllGlobals());

describe('SimpleQuotePage', () => {
  it('asks for the property address only for Home, Flood and Auto', () => {
    const { unmount } = renderPage('Flood Insurance');
    expect(screen.getByLabelText(/Property Address/)).toBeInTheDocument();
    unmount();
    renderPage('Life Insurance');
    expect(screen.queryByLabelText(/Property Address/)).not.toBeInTheDocument();
  });

  it('validates a field when it loses focus, with the spec message', async () => {
    const user = userEvent.setup();
    renderPage('Life Insurance');
    await user.click(screen.getByLabelText(/Email/));
    await user.keyboard('not-an-email');
    await user.tab();
    expect(await screen.findByText('Email is Required')).toBeInTheDocument();
    expect(screen.queryByText('Name is Required')).not.toBeInTheDocument();
  });

  it('shows every message on an empty submit and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage('Home Insurance');
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    for (const message of [
      'Name is Required',
      'Last Name is Required',
      'Email is Required',
      'Phone is Required',
      'Property Address is Required',
      'Please select if you are currently insured',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/First Name/)).toHaveFocus();
  });

  it('masks the phone as (999) 999-9999', async () => {
    const user = userEvent.setup();
    renderPage('Life Insurance');
    await user.type(screen.getByLabelText(/Phone/), '5551234567');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('(555) 123-4567');
  });

  it('sends the contract payload and shows the Thank You! screen with the server reference', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(201, { success: true, message: 'Your quote request has been submitted successfully!', referenceNumber: 'QR-ABCD2345', duplicate: false }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage('Life Insurance');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByTestId('reference-number')).toHaveTextContent('QR-ABCD2345');
    expect(screen.getByRole('link', { name: 'Get Another Quote' })).toHaveAttribute('href', '/chooseproducts');
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/submit-quote');
    expect(JSON.parse(init.body as string)).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '(555) 123-4567',
      property_address: '',
      message: '',
      product_type: 'Life Insurance',
      currently_insured: 'No',
    });
  });

  it('puts the server’s 422 messages next to their fields and stays on the form', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(422, { message: 'Please correct the errors and try again.', errors: { email: ['Email is Required'] } }));
    const user = userEvent.setup();
    renderPage('Life Insurance');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).not.toBeInTheDocument();
  });
});
