import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { ContactWidgetWelcome } from './ContactWidgetWelcome';

const props = { title: 'Hi there!', message: 'Questions about a quote?', onAction: () => {}, onDismiss: () => {} };

describe('ContactWidgetWelcome', () => {
  it('shows the message with its action and dismiss buttons', async () => {
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    render(<ContactWidgetWelcome {...props} opened onAction={onAction} onDismiss={onDismiss} />, { wrapper: DesignSystemProvider });
    const region = await screen.findByRole('region', { name: 'Hi there!' });
    expect(region).toHaveTextContent('Questions about a quote?');
    await userEvent.click(screen.getByRole('button', { name: 'Get help' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss welcome message' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('is absent when not opened, and leaves when closed', async () => {
    const { rerender } = render(<ContactWidgetWelcome {...props} opened={false} />, { wrapper: DesignSystemProvider });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(<ContactWidgetWelcome {...props} opened />);
    expect(await screen.findByRole('region', { name: 'Hi there!' })).toBeInTheDocument();
    rerender(<ContactWidgetWelcome {...props} opened={false} />);
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });
});
