import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DsLink } from '@design-system/navigation/LinkContext';
import classes from './customer-service.module.css';

type PortalPageHeaderProps = {
  title: string;
  intro?: ReactNode;
  /** A back link above the title. */
  back?: { href: string; label: string };
  children?: ReactNode;
};

/** The band at the top of each customer service page, in the portal's colour. */
export function PortalPageHeader({ title, intro, back, children }: PortalPageHeaderProps) {
  return (
    <Box component="header" className={classes.header} py={{ base: 'lg', sm: 40 }}>
      <Container size="lg">
        <Stack gap="sm" align="flex-start">
          {back && (
            <Button component={DsLink} href={back.href} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} px={0}>
              {back.label}
            </Button>
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
