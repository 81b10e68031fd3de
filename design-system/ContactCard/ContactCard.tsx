import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { telHref } from '../navigation/tel-href';

export type ContactCardProps = {
  title?: string;
  phone: string;
  hours: string;
  email: string;
  emailPromise: string;
};

/** How to reach a person: phone with its hours, and e-mail with its reply promise. */
export function ContactCard({ title = 'Contact us', phone, hours, email, emailPromise }: ContactCardProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <IconPhone size={18} />
          </ThemeIcon>
          <div>
            <Anchor href={telHref(phone)} fw={700}>
              {phone}
            </Anchor>
            <Group gap={4} wrap="nowrap">
              <IconClock size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {hours}
              </Text>
            </Group>
          </div>
        </Group>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <IconMail size={18} />
          </ThemeIcon>
          <div>
            <Anchor href={`mailto:${email}`} fw={700} style={{ wordBreak: 'break-all' }}>
              {email}
            </Anchor>
            <Text size="sm" c="dimmed">
              {emailPromise}
            </Text>
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
