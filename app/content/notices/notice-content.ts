/** A notice page's content: the privacy notice, the accessibility statement, the terms of use. */
export type NoticeSection = { heading: string; paragraphs?: string[]; items?: string[] };

export type NoticeContent = {
  title: string;
  intro: string;
  /** When its content last changed: 'November 25, 2026'. */
  updated: string;
  sections: NoticeSection[];
};
