import { Box, Button, Container, Stack, Text, Title, type MantineSize } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DsLink } from '../navigation/LinkContext';
import classes from './PortalPageHeader.module.css';

export type PortalPageHeaderProps = {
  title: string;
  intro?: ReactNode;
  /** A short line above the title naming the portal (e.g. Lender Service Portal). */
  eyebrow?: string;
  /** A back link above the title. */
  back?: { href: string; label: string };
  /** The width of the page's content below, so the title lines up with it. @default 'lg' */
  size?: MantineSize;
  children?: ReactNode;
};

/** The band at the top of each portal page, in the colour of the surrounding PortalTypeScope (customer green, lender blue). */
export function PortalPageHeader({ title, intro, eyebrow, back, size = 'lg', children }: PortalPageHeaderProps) {
  return (
    <Box component="header" className={classes.header} py={{ base: 'lg', sm: 40 }}>
      <Container size={size}>
        <Stack gap="sm" align="flex-start">
          {back && (
            <Button component={DsLink} href={back.href} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} px={0}>
              {back.label}
            </Button>
          )}
          {eyebrow && (
            <Text fw={600} className={classes.eyebrow}>
              {eyebrow}
            </Text>
          )}
          <Title order={1}>{title}</Title>
          {intro && (
            <Text size="lg" className={classes.intro}>
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
