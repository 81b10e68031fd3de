import { Badge, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { DsLink } from '../navigation/LinkContext';

export type BackOfficeNavItem = {
  label: string;
  href: string;
  icon?: ReactNode;
  /** The page being shown: highlighted and announced as the current page. */
  active?: boolean;
  /** A count beside the label (e.g. new submissions); none when absent or 0. */
  badge?: number;
  /** What the count means, for a screen reader ("3 requests with unread messages"). */
  badgeLabel?: string;
};

export type BackOfficeNavProps = {
  items: BackOfficeNavItem[];
  /** Called when an item is chosen (the shell closes the phone navigation). */
  onNavigate?: () => void;
};

/** The back office's navigation links, through the app's link component. */
export function BackOfficeNav({ items, onNavigate }: BackOfficeNavProps) {
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.href}>
          <NavLink
            component={DsLink}
            href={item.href}
            label={item.label}
            leftSection={item.icon}
            rightSection={
              item.badge ? (
                <Badge size="sm" radius="sm" variant="filled" circle={item.badge < 10} data-testid="nav-badge">
                  {item.badgeLabel ? (
                    <>
                      <span aria-hidden>{item.badge}</span>
                      <VisuallyHidden>{item.badgeLabel}</VisuallyHidden>
                    </>
                  ) : (
                    item.badge
                  )}
                </Badge>
              ) : undefined
            }
            active={item.active}
            aria-current={item.active ? 'page' : undefined}
            onClick={onNavigate}
            fw={item.active ? 600 : undefined}
          />
        </li>
      ))}
    </Stack>
  );
}
