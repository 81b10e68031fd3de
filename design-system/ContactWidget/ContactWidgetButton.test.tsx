import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { ContactWidgetButton } from './ContactWidgetButton';

const seriousViolations = async () => {
  const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

describe('ContactWidgetButton', () => {
  it('is a named button that says whether its panel is open', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<ContactWidgetButton opened={false} panelId="panel" onClick={onClick} />, { wrapper: DesignSystemProvider });
    const button = screen.getByRole('button', { name: 'Need help? Chat, call or email us' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(<ContactWidgetButton opened panelId="panel" onClick={onClick} />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'panel');
    expect(await seriousViolations()).toEqual([]);
  });

  it.each([
    [0, null, 'Need help? Chat, call or email us'],
    [1, '1', 'Need help? Chat, call or email us, 1 unread message'],
    [12, '12', 'Need help? Chat, call or email us, 12 unread messages'],
    [99, '99', 'Need help? Chat, call or email us, 99 unread messages'],
    [100, '99+', 'Need help? Chat, call or email us, more than 99 unread messages'],
    [4321, '99+', 'Need help? Chat, call or email us, more than 99 unread messages'],
  ])('with %s unread shows the badge %s', async (unreadCount, badge, name) => {
    render(<ContactWidgetButton opened={false} unreadCount={unreadCount} />, { wrapper: DesignSystemProvider });
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
    if (badge === null) expect(screen.queryByTestId('contact-widget-unread')).not.toBeInTheDocument();
    else expect(screen.getByTestId('contact-widget-unread')).toHaveTextContent(new RegExp(`^${badge.replace('+', '\\+')}$`));
    expect(await seriousViolations()).toEqual([]);
  });

  it('takes other words', () => {
    render(<ContactWidgetButton opened={false} label="Help" description="Contact options" />, { wrapper: DesignSystemProvider });
    expect(screen.getByRole('button', { name: 'Help Contact options' })).toHaveTextContent('Help');
  });
});
