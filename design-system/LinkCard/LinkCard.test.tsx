import { render, screen } from '@testing-library/react';
import { IconCar } from '@tabler/icons-react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { LinkComponent } from '../navigation/LinkContext';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { LinkCard } from './LinkCard';

describe('LinkCard', () => {
  it('is one link named by its title and description', async () => {
    render(<LinkCard title="Auto insurance" description="Cars and trucks." href="/insurance/auto" icon={IconCar} />, { wrapper: DesignSystemProvider });
    const link = screen.getByRole('link', { name: 'Auto insurance Cars and trucks.' });
    expect(link).toHaveAttribute('href', '/insurance/auto');
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it("navigates with the app's link component", () => {
    const RouterLink: LinkComponent = (props) => <a data-router-link {...props} />;
    render(
      <DesignSystemProvider linkComponent={RouterLink}>
        <LinkCard title="Auto insurance" description="Cars and trucks." href="/insurance/auto" icon={IconCar} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-router-link');
  });
});
