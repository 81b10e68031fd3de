import { Avatar } from '@mantine/core';
import { fullNameOf } from '@contracts/account';

export type AccountAvatarProps = { firstName?: string; lastName?: string; email?: string; size?: number };

/** Seed 001 §3: the person's picture, or a default avatar (their initials, else a figure) when there is none. */
export function AccountAvatar({ firstName = '', lastName = '', email, size = 56 }: AccountAvatarProps) {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return (
    <Avatar size={size} radius="xl" variant="light" alt="" aria-hidden title={fullNameOf({ firstName, lastName, email })}>
      {initials || undefined}
    </Avatar>
  );
}
