import { AGENCY } from '@site/agency';
import type { NoticeContent } from './notice-content';

/** The accessibility statement (/accessibility), after the GOV.UK model. */
export const ACCESSIBILITY_STATEMENT: NoticeContent = {
  title: 'Accessibility Statement',
  intro: `${AGENCY.name} wants everyone to be able to get a quote, change a policy and send us documents on this website, whatever device or assistive technology they use.`,
  updated: 'November 25, 2026',
  sections: [
    {
      heading: 'The standard we aim for',
      paragraphs: [
        'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. You should be able to use every page with a keyboard alone, with a screen reader, zoomed to 400%, and on a phone 360 pixels wide.',
      ],
    },
    {
      heading: 'How we check it',
      items: [
        'Every page and every state of every form (errors, uploads, success screens) is checked with the axe-core rules in our automated tests, at phone and desktop widths, each time we change the site.',
        'Each component of our design system is checked the same way in its Storybook stories.',
        'Forms are tested with the keyboard alone, and every field has a visible label; errors are listed in a summary that links to the field.',
        'We keep Lighthouse accessibility scores at 100 on our public pages.',
      ],
    },
    {
      heading: 'Known limitations',
      items: [
        'On the signing page, the document to sign is shown as pictures of its pages, which a screen reader cannot read. The "Open the document" link opens the PDF itself, which your reader or PDF app can read.',
        'The fillable forms we offer to download are not yet tagged PDFs: some screen readers read their fields out of order. Call us and we will fill them in with you.',
        'Live Chat is provided by another company, and we cannot vouch for its accessibility. You can always call or e-mail us instead.',
      ],
    },
    {
      heading: 'Tell us about a problem',
      paragraphs: [
        `If something on this website is hard to use, or you need information in another format, e-mail ${AGENCY.supportEmail} or call ${AGENCY.phone} (phone ${AGENCY.hours.phone}). Say which page and what went wrong. We reply within 5 working days, and we can take your request by phone meanwhile.`,
      ],
    },
  ],
};
