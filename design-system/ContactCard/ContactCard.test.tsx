import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { ContactCard } from './ContactCard';

const props = { phone: '(800) 555-0199', hours: 'Weekdays 8–6', email: 'help@agency.example', emailPromise: 'We reply within a day.' };

describe('ContactCard', () => {
  it.each([
    ['(800) 555-0199', 'tel:8005550199'],
    ['800.555.0199', 'tel:8005550199'],
    ['+1 800 555 0199', 'tel:+18005550199'],
  ])('links %s as %s', (phone, href) => {
    render(<ContactCard {...props} phone={phone} />, { wrapper: DesignSystemProvider });
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', href);
  });

  it('has a level-2 heading, a mailto link and no serious accessibility violations', async () => {
    render(<ContactCard {...props} title="Talk to an agent" />, { wrapper: DesignSystemProvider });
    expect(screen.getByRole('heading', { level: 2, name: 'Talk to an agent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@agency.example' })).toHaveAttribute('href', 'mailto:help@agency.example');
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
