import type { Texts } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';

/** A notice page's content: the privacy notice, the accessibility statement, the terms of use. */
export type NoticeSection = { heading: string; paragraphs?: string[]; items?: string[] };

export type NoticeContent = {
  title: string;
  intro: string;
  /** When its content last changed (ISO, '2026-11-25'): the page names the month in its language. */
  updated: string;
  sections: NoticeSection[];
};

/**
 * A notice in a language: its words from its catalogue, in the language `texts` speaks, with what differs by
 * language besides the words (the agency's hours, an address) for `locale`. The Spanish is a faithful
 * translation; the page says that the English governs.
 */
export type Notice = (texts: Texts, locale: Locale) => NoticeContent;
