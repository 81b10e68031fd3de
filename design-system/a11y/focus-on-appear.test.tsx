import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from '../FormShell/ErrorSummary/ErrorSummary';
import { ThankYouScreen } from '../ThankYouScreen/ThankYouScreen';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { WithoutFocusOnAppear } from './focus-on-appear';

const errors = [{ fieldId: 'email', message: 'Email is Required' }];
const thanks = {
  message: 'We have your request.',
  nextSteps: ['We call you.'],
  supportPhone: '(800) 555-0142',
  supportEmail: 'help@agency.example',
  actions: [],
};

describe('focus on appear', () => {
  it('moves to an error summary and a screen’s heading on a page', () => {
    const { unmount } = render(<ErrorSummary errors={errors} />, { wrapper: DesignSystemProvider });
    expect(screen.getByTestId('error-summary')).toHaveFocus();
    unmount();
    render(<ThankYouScreen {...thanks} />, { wrapper: DesignSystemProvider });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('stays where it is inside WithoutFocusOnAppear (a docs page of examples), and onShown still runs', () => {
    const onShown = vi.fn();
    render(
      <WithoutFocusOnAppear>
        <ErrorSummary errors={errors} />
        <ThankYouScreen {...thanks} onShown={onShown} />
      </WithoutFocusOnAppear>,
      { wrapper: DesignSystemProvider },
    );
    expect(document.body).toHaveFocus();
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
