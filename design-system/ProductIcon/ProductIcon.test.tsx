import { render } from '@testing-library/react';
import { IconBuildingStore, IconCar, IconHome, IconShieldCheck, IconStethoscope } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { ProductIcon, iconForProduct } from './ProductIcon';

describe('iconForProduct', () => {
  it.each(['Home Insurance', 'homeinsurance', 'home', 'HOMEOWNERS'])('finds the house for %s', (productType) => {
    expect(iconForProduct(productType)).toBe(IconHome);
  });

  it.each([
    ['Auto Insurance', IconCar],
    ['Medicare Supplement', IconStethoscope],
    ['Commercial Property', IconBuildingStore],
    ['Small Business', IconBuildingStore],
  ])('finds the icon of %s', (productType, icon) => {
    expect(iconForProduct(productType)).toBe(icon);
  });

  it.each(['Boat Insurance', ''])('falls back to the shield for %j', (productType) => {
    expect(iconForProduct(productType)).toBe(IconShieldCheck);
  });
});

describe('ProductIcon', () => {
  it('is hidden from screen readers, being decoration beside the product name', () => {
    const { container } = render(<ProductIcon productType="Auto Insurance" />, { wrapper: DesignSystemProvider });
    const badge = container.querySelector('.mantine-ThemeIcon-root');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge?.querySelector('svg')).toHaveClass('tabler-icon-car');
  });
});
