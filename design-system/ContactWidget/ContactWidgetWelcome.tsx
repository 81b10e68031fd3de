import { Button, CloseButton, Text, Transition } from '@mantine/core';
import { useId } from 'react';
import classes from './ContactWidget.module.css';
import { useText } from '../i18n/Locale';
import { CONTACT_WIDGET_PARTS_TEXT } from './text';

export type ContactWidgetWelcomeProps = {
  opened: boolean;
  title: string;
  message: string;
  actionLabel?: string;
  /** The action opens the contact panel. */
  onAction: () => void;
  /** Dismissed for good (the app remembers it). */
  onDismiss: () => void;
};

/**
 * The welcome message that appears above the help button after a while (seed 000 §3, §9). Wide screens
 * only: on phones it would cover the page, so the button's unread badge stands for it there.
 */
export function ContactWidgetWelcome({ opened, title, message, actionLabel, onAction, onDismiss }: ContactWidgetWelcomeProps) {
  const text = useText(CONTACT_WIDGET_PARTS_TEXT);
  const id = useId();
  return (
    <Transition mounted={opened} transition="fade-up" duration={200}>
      {(transitionStyles) => (
        <section className={classes.welcome} style={transitionStyles} aria-labelledby={`${id}-title`} data-testid="contact-widget-welcome">
          <Text component="h2" id={`${id}-title`} fw={800} size="md" m={0}>
            {title}
          </Text>
          <Text size="sm" mt={4}>
            {message}
          </Text>
          <Button size="xs" mt="sm" onClick={onAction}>
            {actionLabel ?? text('getHelp')}
          </Button>
          <CloseButton className={classes.welcomeClose} aria-label={text('dismiss')} onClick={onDismiss} />
        </section>
      )}
    </Transition>
  );
}
