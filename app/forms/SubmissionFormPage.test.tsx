/**
 * The app-level form page (SubmissionFormPage): the body it sends is its descriptor's (the values with the
 * page's request id and portal), the same request id on a retry after a lost answer, and its success screen
 * lists the descriptor's summary of what was sent, offering the receipt to the person's address.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInEastern } from '@contracts/dates';
import { MORTGAGEE_FORM } from '@contracts/policy-changes/mortgagee.form';
import { z } from 'zod';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import type * as upload from '../api/upload';
import { UploadNetworkError, sendMultipart } from '../api/upload';
import { SubmissionFormPage } from './SubmissionFormPage';

vi.mock('../api/upload', async (original) => ({ ...(await original<typeof upload>()), sendMultipart: vi.fn() }));

const send = vi.mocked(sendMultipart);

const VALUES = {
  contactInfo: { firstName: 'Jordan', lastName: 'Lee', policyNumber: 'ho3-550123', phoneNumber: '(555) 123-4567', email: ' jordan.lee@example.com ' },
  mortgageeInfo: {
    action: 'add',
    name: 'First Federal Bank',
    loanNumber: 'LN-99812',
    address: '100 Main Street',
    city: 'Orlando',
    state: 'FL',
    zip: '32801',
    removalReason: '',
    notes: '',
  },
  file: new File([new Uint8Array(2048)], 'deed.pdf', { type: 'application/pdf' }),
  submissionDetails: { effectiveDate: todayInEastern(), comments: '' },
};

const WORDS = { failed: 'It failed.', noResponse: 'No response from server.', unexpected: 'Unexpected.' };

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/customerservice/lender-requests/mortgagee']}>
      <DesignSystemProvider>
        <SubmissionFormPage
          form={MORTGAGEE_FORM}
          portalType="lender"
          shell={{
            formId: 'page-test',
            title: 'Mortgagee Change Request',
            steps: [{ label: 'Review and Submit', schema: z.object({}), render: () => null }],
            initialValues: VALUES,
            saveDrafts: false,
            submitLabel: 'Submit Request',
          }}
          success={{
            title: 'Request Submitted',
            submissionDateLabel: 'Submission Date',
            primaryAction: (reference) => ({ label: 'Check Request Status', href: `/dashboard?reference=${reference}` }),
          }}
          words={WORDS}
        />
      </DesignSystemProvider>
    </MemoryRouter>,
  );
}

const answered = { status: 201, body: { success: true, message: 'Sent', referenceNumber: 'MC-7KQ2M9XA', duplicate: false, receiptToken: 't'.repeat(43) } };

beforeEach(() => send.mockReset());

describe('SubmissionFormPage', () => {
  it("sends the descriptor's body under one request id, again after a lost answer, and shows the descriptor's summary of what was sent", async () => {
    const user = userEvent.setup();
    send.mockRejectedValueOnce(new UploadNetworkError()).mockResolvedValueOnce(answered as never);
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('No response from server.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const success = await screen.findByTestId('success-screen');

    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map(([route, form]) => ({ path: route.path, form: form as FormData }));
    expect(first!.path).toBe('/api/policy-changes/mortgagee');
    expect(first!.form.get('customerType')).toBe('lender');
    expect(first!.form.get('requestId')).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.form.get('requestId')).toBe(first!.form.get('requestId'));
    expect((first!.form.get('file') as File).name).toBe('deed.pdf');

    const shown = within(within(success).getByTestId('success-details'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    const { request } = MORTGAGEE_FORM.split(
      MORTGAGEE_FORM.contract.submitMortgageeChange.body.parse({ ...VALUES, requestId: 'x'.repeat(8), customerType: 'lender' }),
    );
    const described = MORTGAGEE_FORM.describe(request, [{ type: '', description: '', name: 'deed.pdf', sizeBytes: 2048 }]);
    expect(shown).toEqual([...described.map(({ label, value }) => [label, value]), ['Submission Date', new Date().toLocaleDateString('en-US')]]);
    expect(shown).toContainEqual(['Supporting Document', 'deed.pdf (2 KB)']);
    await waitFor(() => expect(within(success).getByRole('textbox', { name: /e-?mail/i })).toHaveValue('jordan.lee@example.com'));
  });
});
