import { defineCatalogue } from '@site/i18n/catalogue';

/** A request's conversation (the person's account, the back office): the thread's and the composer's own words. */
export const MESSAGES_TEXT = defineCatalogue(
  'messages',
  {
    thread: 'Messages',
    /** When a message was sent, alone on its line. */
    sentAt: '{when}',
    /** A message's document: its name and size. */
    document: '{name} ({size})',
    bytes: 'Bytes',
    length: '{count} / {max} characters',
    attach: 'Attach a document (optional)',
    loading: 'Loading the messages',
  },
  {
    thread: 'Mensajes',
    sentAt: '{when}',
    document: '{name} ({size})',
    bytes: 'bytes',
    length: '{count} / {max} caracteres',
    attach: 'Adjuntar un documento (opcional)',
    loading: 'Cargando los mensajes',
  },
);
