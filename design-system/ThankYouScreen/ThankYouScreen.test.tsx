import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { ThankYouScreen, type ThankYouScreenProps } from './ThankYouScreen';

const props: ThankYouScreenProps = {
  message: 'We have your request.',
  referenceNumber: 'Q-1',
  nextSteps: ['An agent calls you.', 'You get a quote.'],
  supportPhone: '+1 (800) 555-0199',
  supportEmail: 'help@agency.example',
  actions: [{ label: 'Back to home', href: '/' }],
};

const renderInProvider = (ui: React.ReactElement) => render(ui, { wrapper: DesignSystemProvider });

describe('ThankYouScreen', () => {
  it('moves focus to its heading and runs onShown once, however often it re-renders', async () => {
    const { rerender } = renderInProvider(<ThankYouScreen {...props} onShown={() => undefined} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Thank You!' });
    expect(heading).toHaveFocus();

    // A parent that passes a new callback on each render must neither repeat the burst nor pull focus back.
    const onShown = vi.fn();
    await userEvent.tab();
    const focused = document.activeElement;
    expect(focused).not.toBe(heading);
    rerender(<ThankYouScreen {...props} onShown={onShown} />);
    rerender(<ThankYouScreen {...props} onShown={() => onShown()} />);
    expect(onShown).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(focused);
  });

  it('runs onShown again for a new screen', () => {
    const onShown = vi.fn();
    const { unmount } = renderInProvider(<ThankYouScreen {...props} onShown={onShown} />);
    unmount();
    renderInProvider(<ThankYouScreen {...props} onShown={onShown} />);
    expect(onShown).toHaveBeenCalledTimes(2);
  });

  it('links the support phone number as tel: with its digits and plus sign only', async () => {
    renderInProvider(<ThankYouScreen {...props} />);
    expect(screen.getByRole('link', { name: '+1 (800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
