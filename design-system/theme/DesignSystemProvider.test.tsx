import { Button } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DsLink, type LinkComponent } from '../navigation/LinkContext';
import { DesignSystemProvider, PortalTypeScope, usePortalType } from './DesignSystemProvider';

const rootPrimaryColors = () =>
  [...document.querySelectorAll('style[data-mantine-styles]')]
    .map((style) => /--mantine-primary-color-filled: var\(--mantine-color-(\w+)-filled\)/.exec(style.textContent ?? '')?.[1])
    .filter(Boolean);

function PortalName() {
  return <p>portal: {usePortalType()}</p>;
}

describe('DesignSystemProvider', () => {
  it.each([
    ['public', 'brand'],
    ['customer', 'customerGreen'],
    ['lender', 'lenderBlue'],
    ['backOffice', 'backOfficeSlate'],
  ] as const)('gives the %s portal the %s palette', (portalType, color) => {
    render(
      <DesignSystemProvider portalType={portalType}>
        <PortalName />
      </DesignSystemProvider>,
    );
    expect(screen.getByText(`portal: ${portalType}`)).toBeInTheDocument();
    expect(rootPrimaryColors()).toEqual([color]);
  });

  it('recolours only the inside of a PortalTypeScope, not the page', async () => {
    render(
      <DesignSystemProvider portalType="public">
        <Button>Outside</Button>
        <PortalTypeScope portalType="lender">
          <PortalName />
          <Button>Inside</Button>
        </PortalTypeScope>
      </DesignSystemProvider>,
    );
    expect(rootPrimaryColors()).toEqual(['brand']);
    expect(screen.getByText('portal: lender')).toBeInTheDocument();
    const scope = screen.getByText('portal: lender').closest<HTMLElement>('[data-portal-type="lender"]');
    expect(scope?.style.getPropertyValue('--mantine-primary-color-filled')).toBe('var(--mantine-color-lenderBlue-filled)');
    expect(scope).toContainElement(screen.getByRole('button', { name: 'Inside' }));
    expect(scope).not.toContainElement(screen.getByRole('button', { name: 'Outside' }));
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('renders design-system links with the link component it is given', () => {
    const RouterLink: LinkComponent = ({ href, ...props }) => <a data-router-link href={`/app${href}`} {...props} />;
    render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <DsLink href="/quotes">Quotes</DsLink>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'Quotes' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '/app/quotes');
  });
});
