import { Badge, type BadgeProps } from '@mantine/core';
import { CONTACT_WIDGET_PARTS_TEXT } from '../ContactWidget/text';
import { useText } from '../i18n/Locale';
import type { BusinessStatus } from './business-status';

/** The dot's colour; the words carry the meaning, the colour only repeats it. */
const STATUS_COLORS: Record<BusinessStatus, string> = {
  open: 'green.7',
  'closing-soon': 'orange.6',
  'opening-soon': 'blue.6',
  closed: 'red.7',
};

export type BusinessHoursBadgeProps = Omit<BadgeProps, 'children' | 'color' | 'variant'> & {
  status: BusinessStatus;
};

/** Seed 000 §4: whether the agency is open now — "Open now", "Closing soon", "Opening soon" or "Closed now". */
export function BusinessHoursBadge({ status, size = 'lg', ...others }: BusinessHoursBadgeProps) {
  const text = useText(CONTACT_WIDGET_PARTS_TEXT);
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} size={size} tt="none" fw={700} data-status={status} data-testid="business-status" {...others}>
      {text(`status.${status}`)}
    </Badge>
  );
}
