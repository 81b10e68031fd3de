import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { CHAT_POPUP, CHAT_SERVICE_URL } from '../../content/chat';
import { CHAT_LOCAL_DATA_KEY, DEFAULT_CHAT_LOCAL_DATA } from './chat-local-data';
import { ContactWidget } from './ContactWidget';
// Loaded up front, so the widget's lazy import resolves at once under fake timers.
import './ContactWidgetLayer';

const realSetTimeout = globalThis.setTimeout;
const BUTTON_NAME = /^Need help\? Chat, call or email us/;
const DIALOG_NAME = 'How can we help?';

// Tuesday 14 July 2026, 10:00 in New York; Saturday 18 July 2026, 10:00 in New York.
const TUESDAY_10AM = new Date('2026-07-14T10:00:00-04:00');
const SATURDAY_10AM = new Date('2026-07-18T10:00:00-04:00');

let navigateTo: (path: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  navigateTo = (path) => navigate(path);
  return null;
}

function renderWidget(path = '/') {
  return render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <ContactWidget />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

const storedChatData = () => JSON.parse(window.localStorage.getItem(CHAT_LOCAL_DATA_KEY) ?? 'null');

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: BUTTON_NAME }));
  return screen.findByRole('dialog', { name: DIALOG_NAME });
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ContactWidget', () => {
  it.each(['/', '/chooseproducts', '/products/floodinsurance', '/no-such-page', '/standardized/extra'])('is shown on %s', (path) => {
    renderWidget(path);
    expect(screen.getByRole('complementary', { name: 'Help and contact' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUTTON_NAME })).toBeInTheDocument();
  });

  it.each(['/guardian-angel-quote-form', '/standardized', '/embed/guardian-angel-quote-form', '/embed/guardian-angel-quote-form/standardized'])(
    'is hidden on %s',
    (path) => {
      renderWidget(path);
      expect(screen.queryByRole('button', { name: BUTTON_NAME })).not.toBeInTheDocument();
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    },
  );

  it('hides and shows itself again as the visitor navigates', async () => {
    renderWidget('/');
    expect(screen.getByRole('button', { name: BUTTON_NAME })).toBeInTheDocument();
    act(() => navigateTo('/guardian-angel-quote-form'));
    expect(screen.queryByRole('button', { name: BUTTON_NAME })).not.toBeInTheDocument();
    act(() => navigateTo('/aboutus'));
    expect(screen.getByRole('button', { name: BUTTON_NAME })).toBeInTheDocument();
  });

  it('opens a panel with Live Chat, Call, Email and the business hours, and closes it with Escape', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TUESDAY_10AM);
    const user = userEvent.setup();
    renderWidget('/');
    const button = screen.getByRole('button', { name: BUTTON_NAME });
    const dialog = await openPanel(user);
    const panel = within(dialog);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByRole('button', { name: 'Live Chat' })).toBeEnabled();
    expect(panel.getByRole('link', { name: `Call ${AGENCY.phone}` })).toHaveAttribute('href', 'tel:8005550142');
    expect(panel.getByRole('link', { name: `Email ${AGENCY.supportEmail}` })).toHaveAttribute('href', `mailto:${AGENCY.supportEmail}`);
    expect(panel.getByText('Live chat Mon-Fri 9AM-5PM ET')).toBeInTheDocument();
    expect(panel.getByText('Open now')).toBeInTheDocument();

    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    // Seed 000 §3: the visit now counts as an interaction.
    expect(storedChatData()).toMatchObject({ hasInteracted: true });
  });

  it('disables Live Chat while the business is closed, with the reason', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SATURDAY_10AM);
    const open = vi.spyOn(window, 'open');
    const user = userEvent.setup();
    renderWidget('/');
    const panel = within(await openPanel(user));
    expect(panel.getByText('Closed now')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Live Chat' })).toBeDisabled();
    expect(panel.getByTestId('chat-closed-reason')).toHaveTextContent(
      'Live chat is closed now. Live chat Mon-Fri 9AM-5PM ET: please call or e-mail us instead.',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the chat service in a 450x650 popup', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TUESDAY_10AM);
    const popup = { closed: false, focus: vi.fn(), opener: window };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const user = userEvent.setup();
    renderWidget('/');
    const panel = within(await openPanel(user));
    await user.click(panel.getByRole('button', { name: 'Live Chat' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe(CHAT_SERVICE_URL);
    expect(name).toBe(CHAT_POPUP.windowName);
    expect(features).toMatch(/width=450,height=650/);
    expect(popup.opener).toBeNull();
    expect(screen.queryByText('Chat Blocked')).not.toBeInTheDocument();
  });

  it('says so when the browser blocks the chat window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TUESDAY_10AM);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWidget('/');
    const panel = within(await openPanel(user));
    await user.click(panel.getByRole('button', { name: 'Live Chat' }));
    expect(await screen.findByText('Chat Blocked')).toBeInTheDocument();
    expect(screen.getByText('Chat Unavailable: Please try calling or emailing us instead.')).toBeInTheDocument();
  });

  describe('welcome message', () => {
    /**
     * Moves the fake clock on in steps, letting real macrotasks run in between: React's scheduler kept the
     * real setImmediate, and the panel's code arrives through a dynamic import. (Testing Library's findBy*
     * would wait on the fake timers, so these tests use getBy* after advancing.)
     */
    async function advance(ms: number, step = 250) {
      for (let elapsed = 0; elapsed < ms; elapsed += step) {
        await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - elapsed)));
        await act(() => new Promise((resolve) => realSetTimeout(resolve, 0)));
      }
    }

    it('appears 15 s after the widget, counts as one unread message, and stays dismissed', async () => {
      vi.useFakeTimers();
      const view = renderWidget('/');
      await advance(14_900);
      expect(screen.queryByRole('region', { name: 'Hi there!' })).not.toBeInTheDocument();
      // Past 15 s (and the message's short entrance).
      await advance(500);
      const welcome = screen.getByRole('region', { name: 'Hi there!' });
      expect(welcome).toHaveTextContent('Questions about coverage or a quote?');
      expect(screen.getByRole('button', { name: 'Need help? Chat, call or email us, 1 unread message' })).toBeInTheDocument();
      expect(screen.getByTestId('contact-widget-unread')).toHaveTextContent('1');

      act(() => within(welcome).getByRole('button', { name: 'Dismiss welcome message' }).click());
      await advance(500);
      expect(screen.queryByRole('region', { name: 'Hi there!' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('contact-widget-unread')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: BUTTON_NAME })).toHaveFocus();
      expect(storedChatData()).toMatchObject({ welcomeDismissed: true });

      // Another page load: it does not come back.
      view.unmount();
      renderWidget('/');
      await advance(30_000);
      expect(screen.queryByRole('region', { name: 'Hi there!' })).not.toBeInTheDocument();
    });

    it('opens the panel from its button, and then no longer appears', async () => {
      vi.useFakeTimers();
      renderWidget('/');
      await advance(15_500);
      act(() => screen.getByRole('button', { name: 'Get help' }).click());
      await advance(500);
      expect(screen.getByRole('dialog', { name: DIALOG_NAME })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Hi there!' })).not.toBeInTheDocument();
      expect(storedChatData()).toMatchObject({ hasInteracted: true, welcomeDismissed: false });
    });

    it.each([
      ['the visitor turned it off', { ...DEFAULT_CHAT_LOCAL_DATA, preferences: { ...DEFAULT_CHAT_LOCAL_DATA.preferences, showWelcomeMessage: false } }],
      ['the visitor dismissed it before', { ...DEFAULT_CHAT_LOCAL_DATA, welcomeDismissed: true }],
      ['the visitor used the widget before', { ...DEFAULT_CHAT_LOCAL_DATA, hasInteracted: true }],
    ])('does not appear when %s', async (_label, stored) => {
      window.localStorage.setItem(CHAT_LOCAL_DATA_KEY, JSON.stringify(stored));
      vi.useFakeTimers();
      renderWidget('/');
      await advance(60_000);
      expect(screen.queryByRole('region', { name: 'Hi there!' })).not.toBeInTheDocument();
    });

    it('uses the stored delay, and the defaults when the stored data is corrupt', async () => {
      window.localStorage.setItem(
        CHAT_LOCAL_DATA_KEY,
        JSON.stringify({ ...DEFAULT_CHAT_LOCAL_DATA, preferences: { ...DEFAULT_CHAT_LOCAL_DATA.preferences, autoShowDelay: 3_000 } }),
      );
      vi.useFakeTimers();
      const view = renderWidget('/');
      await advance(3_100);
      expect(screen.getByRole('region', { name: 'Hi there!' })).toBeInTheDocument();
      view.unmount();

      window.localStorage.setItem(CHAT_LOCAL_DATA_KEY, '{corrupt');
      renderWidget('/');
      await advance(14_000);
      expect(screen.queryByRole('region', { name: 'Hi there!' })).not.toBeInTheDocument();
      await advance(1_100);
      expect(screen.getByRole('region', { name: 'Hi there!' })).toBeInTheDocument();
    });
  });
});
