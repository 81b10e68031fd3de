import {
  IconCalendar,
  IconCar,
  IconCash,
  IconClipboardList,
  IconCreditCard,
  IconDog,
  IconGauge,
  IconHeart,
  IconHome,
  IconMapPin,
  IconPill,
  IconPlus,
  IconReceipt,
  IconRipple,
  IconScale,
  IconShieldCheck,
  IconBuildingStore,
  IconStethoscope,
  IconTool,
  IconUser,
  IconUsers,
  IconWaveSine,
  type Icon,
} from '@tabler/icons-react';
import type { GuideIconName } from '../../content/guides/guide-content';

/** The Tabler icon of each picture name the guide content uses. */
const GUIDE_ICONS: Record<GuideIconName, Icon> = {
  calendar: IconCalendar,
  car: IconCar,
  cash: IconCash,
  clipboard: IconClipboardList,
  credit: IconCreditCard,
  doctor: IconStethoscope,
  dog: IconDog,
  gauge: IconGauge,
  heart: IconHeart,
  home: IconHome,
  'map-pin': IconMapPin,
  pill: IconPill,
  plus: IconPlus,
  receipt: IconReceipt,
  ripple: IconRipple,
  scale: IconScale,
  shield: IconShieldCheck,
  store: IconBuildingStore,
  tool: IconTool,
  user: IconUser,
  users: IconUsers,
  wave: IconWaveSine,
};

export function GuideIcon({ name, size = 22 }: { name: GuideIconName; size?: number }) {
  const Component = GUIDE_ICONS[name];
  return <Component size={size} stroke={1.7} aria-hidden />;
}
