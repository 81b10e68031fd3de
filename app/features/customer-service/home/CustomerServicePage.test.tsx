import { notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { CHAT_POPUP, CHAT_SERVICE_URL } from '../../../content/chat';
import { routes } from '@site/paths';
import { CustomerServicePage } from './CustomerServicePage';

function renderPage() {
  return render(
    <DesignSystemProvider>
      <MemoryRouter>
        <CustomerServicePage />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

/** Live chat's hours are the widget's: a Tuesday at 10 AM in New York it is open, at 2 AM closed. */
const atNewYork = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // The notices live in a store shared by every render.
  act(() => notifications.clean());
});

describe('CustomerServicePage', () => {
  it('offers the customer cards, the lender card and the resources, each leading where the spec says', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Change' })).toHaveAttribute('href', routes.customerService.policyChanges());
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', routes.customerService.carrierDirectory('payment'));
    expect(screen.getByRole('link', { name: 'Start Claim' })).toHaveAttribute('href', routes.customerService.carrierDirectory('claim'));
    const chat = screen.getByRole('article', { name: 'Live Chat Support' });
    expect(within(chat).getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Lender Portal' })).toHaveAttribute('href', routes.customerService.lenderRequests());
    expect(screen.getByRole('link', { name: 'Open Lender Portal' }).closest('[data-portal-type]')).toHaveAttribute('data-portal-type', 'lender');
    expect(screen.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', routes.customerService.citizens());
    expect(screen.getByRole('link', { name: AGENCY.phone })).toHaveAttribute('href', `tel:${AGENCY.phone.replace(/\D/g, '')}`);
    expect(screen.getByRole('link', { name: 'Search Policies' })).toHaveAttribute('href', routes.customerService.policySearch());
    expect(screen.getByRole('link', { name: 'Check Status' })).toHaveAttribute('href', routes.requestStatus());
    expect(document.title).toBe(`Customer Service | ${AGENCY.name}`);
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('filters the cards by title or description, says when nothing matches, and clears', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search services' });
    await user.type(search, 'MORTGAGEE');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['service-policy-changes', 'service-lender']);
    expect(screen.queryByRole('heading', { name: 'Additional resources' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText('No services found matching "zebra". Please try different keywords.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('article')).toHaveLength(11);
  });

  it('opens the chat in a 450x650 popup and says it is opening', async () => {
    atNewYork('2026-07-14T10:00:00-04:00');
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus: vi.fn(), opener: window } as unknown as Window);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Chat Now' }));
    expect(open).toHaveBeenCalledWith(CHAT_SERVICE_URL, CHAT_POPUP.windowName, expect.stringMatching(/width=450,height=650/));
    expect(await screen.findByText('Chat Opening...')).toBeInTheDocument();
    expect(screen.getByText('Opening chat in a new window')).toBeInTheDocument();
  });

  it('says the chat is unavailable when the browser blocks the popup', async () => {
    atNewYork('2026-07-14T10:00:00-04:00');
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Chat Now' }));
    expect(await screen.findByText('Chat Unavailable: Please try calling or emailing us instead.')).toBeInTheDocument();
    expect(screen.queryByText('Chat Opening...')).toBeNull();
  });

  it('out of hours says live chat is closed and opens nothing', async () => {
    atNewYork('2026-07-15T02:00:00-04:00');
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    renderPage();
    const chat = screen.getByRole('button', { name: 'Chat Now' });
    expect(chat).toHaveAttribute('aria-disabled', 'true');
    expect(chat).toHaveAccessibleDescription('Live chat is closed now. Live chat Mon-Fri 9AM-5PM ET: please call or e-mail us instead.');
    await user.click(chat);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText('Chat Opening...')).toBeNull();
  });
});
