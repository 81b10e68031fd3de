import { useEffect, type RefObject } from 'react';
import { ContactWidgetDialog } from '@design-system/ContactWidget/ContactWidgetDialog';
import { ContactWidgetPanel } from '@design-system/ContactWidget/ContactWidgetPanel';
import { ContactWidgetWelcome } from '@design-system/ContactWidget/ContactWidgetWelcome';
import { openChat } from '../../chat/open-chat';
import { useLocale, useText, useTexts } from '@design-system/i18n/Locale';
import { AGENCY } from '@site/agency';
import type { Texts } from '@site/i18n/catalogue';
import { CONTACT_WIDGET_TEXT } from '../../content/chat';
import { businessHoursText, chatClosedMessage, getBusinessStatus, isChatAvailable } from '../../chat/business-hours';
import { useBusinessStatus } from './useBusinessStatus';
import { useChatLocalData } from './useChatLocalData';
import { useWelcomeMessage } from './useWelcomeMessage';

export type ContactWidgetLayerProps = {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Id of the panel, for the help button's aria-controls. */
  panelId: string;
  /** The help button, which gets focus back when the panel or the welcome message closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** When the widget appeared (performance.now()); the welcome message's delay counts from then. */
  startedAt: number;
  /** Unread messages for the button's badge: the welcome message, until the visitor sees the panel. */
  onUnreadCountChange: (count: number) => void;
};

/** Starts the chat in its popup window, or says the browser blocked it (seed 000 §8), in the page's words. */
function startChat(texts: Texts) {
  if (!isChatAvailable(getBusinessStatus(new Date()))) return;
  openChat({ texts });
}

/**
 * Everything of the contact widget but its button, loaded when the page is idle or on the first open:
 * the panel (floating or bottom sheet), the business status, the chat window and the welcome message.
 */
export function ContactWidgetLayer({ opened, onOpen, onClose, panelId, buttonRef, startedAt, onUnreadCountChange }: ContactWidgetLayerProps) {
  const text = useText(CONTACT_WIDGET_TEXT);
  const texts = useTexts();
  const locale = useLocale();
  const [chatData, updateChatData] = useChatLocalData();
  const status = useBusinessStatus(opened);
  const welcomeDue = useWelcomeMessage(chatData, startedAt);
  const welcomeShown = welcomeDue && !opened;

  useEffect(() => {
    if (opened && !chatData.hasInteracted) updateChatData({ hasInteracted: true });
  }, [opened, chatData.hasInteracted, updateChatData]);

  useEffect(() => onUnreadCountChange(welcomeShown ? 1 : 0), [welcomeShown, onUnreadCountChange]);

  const dismissWelcome = () => {
    updateChatData({ welcomeDismissed: true });
    // The dismiss button disappears with the message: focus goes to the help button, not to the page's top.
    buttonRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <ContactWidgetWelcome opened={welcomeShown} title={text('welcomeTitle')} message={text('welcomeMessage')} onAction={onOpen} onDismiss={dismissWelcome} />
      <ContactWidgetDialog opened={opened} onClose={onClose} id={panelId} title={text('title')} subtitle={text('subtitle')} returnFocusRef={buttonRef}>
        <ContactWidgetPanel
          status={status}
          businessHours={businessHoursText(texts, locale)}
          chatClosedMessage={chatClosedMessage(texts, locale)}
          phone={AGENCY.phone}
          email={AGENCY.supportEmail}
          emailPromise={text('emailPromise')}
          onStartChat={() => startChat(texts)}
        />
      </ContactWidgetDialog>
    </>
  );
}
