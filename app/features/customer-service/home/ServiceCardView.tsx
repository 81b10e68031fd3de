import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconCreditCard,
  IconFileDescription,
  IconFileSearch,
  IconFiles,
  IconLifebuoy,
  IconMessageCircle,
  IconPhone,
  IconProgressCheck,
  IconShieldCheck,
  IconShieldExclamation,
  type Icon,
} from '@tabler/icons-react';
import { DsLink } from '@design-system/navigation/LinkContext';
import { useLocale, useTexts } from '@design-system/i18n/Locale';
import { chatClosedMessage, getBusinessStatus, isChatAvailable } from '../../../chat/business-hours';
import { useHydrated } from '../../../layout/useHydrated';
import { telHref } from '@design-system/navigation/tel-href';
import classes from '../customer-service.module.css';
import type { ServiceCard, ServiceCardIcon } from './service-cards';

const ICONS: Record<ServiceCardIcon, Icon> = {
  'policy-changes': IconFileDescription,
  payment: IconCreditCard,
  claim: IconShieldExclamation,
  chat: IconMessageCircle,
  lender: IconBuildingBank,
  'state-insurer': IconLifebuoy,
  phone: IconPhone,
  'policy-search': IconFileSearch,
  'request-status': IconProgressCheck,
  documents: IconFiles,
  verify: IconShieldCheck,
};

/** A card's button may take two lines: a long label (the Spanish ones) wraps rather than being cut off on a phone. */
const ACTION_BUTTON = { root: classes.actionButton, label: classes.actionLabel };

type ServiceCardViewProps = { card: ServiceCard; onStartChat: () => void };

/**
 * Chat Now keeps the widget's rule: out of hours it stays in the tab order, says why it cannot start, and does nothing.
 * The prerendered page shows it open; the visitor's own clock decides once the page is theirs.
 */
function ChatAction({ label, onStartChat }: { label: string; onStartChat: () => void }) {
  const texts = useTexts();
  const locale = useLocale();
  const hydrated = useHydrated();
  const closed = hydrated && !isChatAvailable(getBusinessStatus(new Date()));
  return (
    <Stack gap={4}>
      <Button
        onClick={closed ? undefined : onStartChat}
        fullWidth
        classNames={ACTION_BUTTON}
        leftSection={<IconMessageCircle size={16} aria-hidden />}
        data-disabled={closed || undefined}
        aria-disabled={closed || undefined}
        aria-describedby={closed ? 'chat-now-closed' : undefined}
      >
        {label}
      </Button>
      {closed && (
        <Text size="sm" id="chat-now-closed" data-testid="chat-now-closed">
          {chatClosedMessage(texts, locale)}
        </Text>
      )}
    </Stack>
  );
}

/** One service: its icon, title, description and the button that does it. */
export function ServiceCardView({ card, onStartChat }: ServiceCardViewProps) {
  const CardIcon = ICONS[card.icon];
  const { action } = card;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className={`${classes.card} ${card.badge ? classes.recommended : ''}`}
      component="article"
      aria-labelledby={`service-${card.id}`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            <CardIcon size={28} stroke={1.6} />
          </ThemeIcon>
          {card.badge && (
            <Badge variant="filled" size="md">
              {card.badge}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h4" id={`service-${card.id}`}>
          {card.title}
        </Title>
        <Text size="sm" c="dimmed">
          {card.description}
        </Text>
        <div className={classes.cardAction}>
          {action.kind === 'link' && (
            <Button component={DsLink} href={action.href} fullWidth classNames={ACTION_BUTTON}>
              {action.label}
            </Button>
          )}
          {action.kind === 'phone' && (
            <Button
              component="a"
              href={telHref(action.phone)}
              variant="light"
              fullWidth
              classNames={ACTION_BUTTON}
              leftSection={<IconPhone size={16} aria-hidden />}
            >
              {action.phone}
            </Button>
          )}
          {action.kind === 'chat' && <ChatAction label={action.label} onStartChat={onStartChat} />}
        </div>
      </Stack>
    </Card>
  );
}
