import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_STATUSES } from '../BusinessHoursBadge/business-status';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { ContactWidgetPanel, type ContactWidgetPanelProps } from './ContactWidgetPanel';

const props: Omit<ContactWidgetPanelProps, 'status'> = {
  businessHours: 'Mon-Fri 9AM-5PM Eastern',
  phone: '(800) 555-0199',
  email: 'help@agency.example',
  onStartChat: () => {},
};

describe('ContactWidgetPanel', () => {
  it.each(BUSINESS_STATUSES.filter((status) => status !== 'closed'))('offers Live Chat while %s', async (status) => {
    const onStartChat = vi.fn();
    render(<ContactWidgetPanel {...props} status={status} onStartChat={onStartChat} />, { wrapper: DesignSystemProvider });
    const chat = screen.getByRole('button', { name: 'Live Chat' });
    expect(chat).toBeEnabled();
    expect(screen.queryByTestId('chat-closed-reason')).not.toBeInTheDocument();
    await userEvent.click(chat);
    expect(onStartChat).toHaveBeenCalledTimes(1);
  });

  it('disables Live Chat while closed and says why', async () => {
    const onStartChat = vi.fn();
    render(<ContactWidgetPanel {...props} status="closed" onStartChat={onStartChat} />, { wrapper: DesignSystemProvider });
    const chat = screen.getByRole('button', { name: 'Live Chat' });
    expect(chat).toBeDisabled();
    expect(chat).toHaveAccessibleDescription(/Live Chat is available Mon-Fri 9AM-5PM Eastern\. Please call or email us instead\./);
    await userEvent.click(chat, { pointerEventsCheck: 0 });
    expect(onStartChat).not.toHaveBeenCalled();
  });

  it('links the phone and e-mail, shows the hours, and has no serious accessibility violations', async () => {
    render(<ContactWidgetPanel {...props} status="closed" emailPromise="Answered within a day." />, { wrapper: DesignSystemProvider });
    expect(screen.getByRole('link', { name: 'Call (800) 555-0199' })).toHaveAttribute('href', 'tel:8005550199');
    const email = screen.getByRole('link', { name: 'Email help@agency.example' });
    expect(email).toHaveAttribute('href', 'mailto:help@agency.example');
    expect(email).toHaveAccessibleDescription('Answered within a day.');
    expect(screen.getByRole('heading', { level: 3, name: 'Business hours' })).toBeInTheDocument();
    expect(screen.getByTestId('business-hours')).toHaveTextContent('Mon-Fri 9AM-5PM Eastern');
    expect(screen.getByText('Closed now')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ways to reach us' })).toBeInTheDocument();
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
