import { DRAFT_EXPIRY_MS } from '@design-system/FormShell/constants';
import { AGENCY } from '@site/agency';
import { RETENTION_DAYS } from '@site/retention';
import type { NoticeContent } from './notice-content';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The privacy notice (/privacy), written from what the product does: each form's fields, the retention the
 * server applies (site/retention.ts), the browser storage the pages use. Change it with the code it describes.
 */
export const PRIVACY_NOTICE: NoticeContent = {
  title: 'Privacy Notice',
  intro: `${AGENCY.name} is an insurance agency. This notice says what this website collects about you, why, how long we keep it, who sees it, and what you can ask of us.`,
  updated: 'November 25, 2026',
  sections: [
    {
      heading: 'What we collect, and why',
      paragraphs: ['We collect what you type into our forms and the documents you send us, so that we can do what you asked. Nothing else is asked of you.'],
      items: [
        'Quote requests: your name, e-mail address, phone number, the property address, the product you are interested in, whether you are insured now, your message, and the campaign or advertisement that brought you (its campaign and UTM names). We use them to prepare your quote and to contact you about it.',
        'Policy change requests, cancellations and requests for evidence of insurance: your name, e-mail address, phone number, policy number, the details of the change you ask for, the documents you attach, and the name you type as your signature. We use them to review your request and pass it to your insurer.',
        'Documents you upload and sign: the document, your name, e-mail address and policy number, and a record of the signing: when the link was sent, opened and signed, from which internet address and with which browser. This record is the evidence that you signed; it is printed in the signed PDF.',
        'Document management uploads: your name, policy number, phone number, e-mail address, your message and the file.',
        'Policy search: the policy number and last name, or the name and ZIP code, you search with. They are used for that search only and not stored.',
        'Pages you visit: the address of the page, the page you came from, the time, and whether the page was shown inside another site. We use this to see which pages help people, never to follow you elsewhere.',
        'Errors your browser meets on our pages: the error message, the browser and the form it happened on, so that we can fix them.',
      ],
    },
    {
      heading: 'How long we keep it',
      items: [
        `Page visits: ${RETENTION_DAYS.visits} days, then deleted.`,
        `Error reports: ${RETENTION_DAYS.errorReports} days, then deleted.`,
        'The one-time link that lets a receipt be e-mailed to another address: 2 days.',
        `The notices that tell an open page that a document was signed: ${RETENTION_DAYS.liveEvents} days.`,
        'Your requests, documents, signatures and the e-mails about them: as part of your insurance records, for as long as your policy and the record-keeping rules for insurance agencies require.',
      ],
    },
    {
      heading: 'Who sees it',
      items: [
        `The licensed agents and staff of ${AGENCY.name}, to handle your request.`,
        'The insurance company your request concerns: a change, cancellation or claim goes to your insurer, and a quote request to the insurers we ask to quote.',
        'The service that delivers our e-mail, which carries the e-mails we send you and receives no more than they contain.',
        'We do not sell your information, and we do not share it for advertising.',
      ],
    },
    {
      heading: 'What stays in your browser',
      items: [
        `A form you have not finished is saved in your browser for up to ${DRAFT_EXPIRY_MS / DAY_MS} days, so you can come back to it. It never leaves your device until you send the form; files are never saved. "Start New" deletes it.`,
        'One cookie, XSRF-TOKEN, protects our forms from being sent by other sites. It is needed for the site to work and tracks nothing.',
        'Where you had scrolled to on a page, for the Back button, for this browser tab only.',
        'Live Chat opens our chat provider in a new window; what you write there is handled under its terms.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        `You can ask us for a copy of what we hold about you, to correct it, or to delete what we are not required to keep. Write to ${AGENCY.supportEmail} or call ${AGENCY.phone} (phone ${AGENCY.hours.phone}). We reply within 24 hours on working days, and we may ask you to confirm who you are before we act.`,
        'If you are not satisfied with our answer, you can complain to your state’s department of insurance.',
      ],
    },
  ],
};
