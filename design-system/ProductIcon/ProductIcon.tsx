import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import {
  IconBuildingStore,
  IconCar,
  IconHeartHandshake,
  IconHome,
  IconPaw,
  IconRipple,
  IconShieldCheck,
  IconStethoscope,
  IconUmbrella,
  type Icon,
} from '@tabler/icons-react';

/** Icons by a word of the product name, so 'Home Insurance', 'homeinsurance' and 'home' all find the house. */
const ICONS: [keyword: string, icon: Icon][] = [
  ['home', IconHome],
  ['auto', IconCar],
  ['flood', IconRipple],
  ['medicare', IconStethoscope],
  ['life', IconHeartHandshake],
  ['pet', IconPaw],
  ['business', IconBuildingStore],
  ['commercial', IconBuildingStore],
  ['umbrella', IconUmbrella],
];

export const iconForProduct = (productType: string): Icon => ICONS.find(([keyword]) => productType.toLowerCase().includes(keyword))?.[1] ?? IconShieldCheck;

export type ProductIconProps = Omit<ThemeIconProps, 'children'> & { productType: string };

/** The icon of an insurance product in a round badge; decorative, so hidden from screen readers. */
export function ProductIcon({ productType, size = 64, radius = 'xl', variant = 'light', ...props }: ProductIconProps) {
  const Icon = iconForProduct(productType);
  return (
    <ThemeIcon size={size} radius={radius} variant={variant} aria-hidden {...props}>
      <Icon size={typeof size === 'number' ? size * 0.6 : 36} stroke={1.6} />
    </ThemeIcon>
  );
}
