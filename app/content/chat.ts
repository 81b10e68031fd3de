/**
 * Seed 000 §2.10, §8, §9: the contact widget's live chat and the words around it.
 *
 * The chat itself is a third-party service (seed 000 §7) shown in a popup window of its own. Which service
 * is a setting: the build reads `VITE_CHAT_SERVICE_URL` (an absolute http(s) address, e.g.
 * `VITE_CHAT_SERVICE_URL=https://chat.vendor.example/agency npm run build`); without it the agency's
 * chat address below is used. No chat service is reachable from this repository's machines, so the default
 * names the agency's own (example) domain rather than a page of this site.
 */
import { AGENCY } from '@site/agency';
import { defineCatalogue } from '@site/i18n/catalogue';

export const DEFAULT_CHAT_SERVICE_URL = 'https://chat.keystone-insurance.example/live-chat';

/** An absolute http(s) address, or null. */
export function parseChatServiceUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The chat service the Live Chat button opens. */
export const CHAT_SERVICE_URL = parseChatServiceUrl(import.meta.env?.VITE_CHAT_SERVICE_URL) ?? DEFAULT_CHAT_SERVICE_URL;

/** Seed 000 §2.10: the chat opens in a popup window of this size; a second click brings the same window forward. */
export const CHAT_POPUP = { windowName: 'keystone-live-chat', width: 450, height: 650 } as const;

/** Seed 000 §8: shown when the browser blocks the chat window, for 5 seconds (its words: CONTACT_WIDGET_TEXT's chatBlocked.*). */
export const CHAT_BLOCKED_NOTICE = { autoClose: 5_000 } as const;

/** Seed 001 §2: the customer service page says the chat is opening, for 3 seconds. */
export const CHAT_OPENING_NOTICE = {
  title: 'Chat Opening...',
  message: 'Opening chat in a new window',
  autoClose: 3_000,
} as const;

/** The widget's words, on every page in both languages (seed 000 names the parts: Live Chat, Call, Email, business hours). */
export const CONTACT_WIDGET_TEXT = defineCatalogue(
  'contact-widget',
  {
    landmark: 'Help and contact',
    title: 'How can we help?',
    subtitle: 'Questions about coverage or a quote? Our licensed agents are here for you.',
    welcomeTitle: 'Hi there!',
    welcomeMessage: 'Questions about coverage or a quote? Chat with a licensed agent, call or email us.',
    emailPromise: AGENCY.emailReplyPromise,
    /** Seed 000 §8: the notice when the browser blocks the chat window (app/chat/open-chat.ts). */
    'chatBlocked.title': 'Chat Blocked',
    'chatBlocked.message': 'Chat Unavailable: Please try calling or emailing us instead.',
  },
  {
    landmark: 'Ayuda y contacto',
    title: '¿Cómo podemos ayudarle?',
    subtitle: '¿Tiene preguntas sobre una cobertura o una cotización? Nuestros agentes con licencia están aquí para usted.',
    welcomeTitle: '¡Hola!',
    welcomeMessage: '¿Tiene preguntas sobre una cobertura o una cotización? Chatee con un agente con licencia, llámenos o escríbanos.',
    emailPromise: 'Respondemos en un plazo de 24 horas.',
    'chatBlocked.title': 'Chat bloqueado',
    'chatBlocked.message': 'El chat no está disponible: llámenos o escríbanos por correo electrónico.',
  },
);
