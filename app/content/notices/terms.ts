import { AGENCY } from '@site/agency';
import { CANCELLATION_TERMS, CHANGE_REQUEST_ACKNOWLEDGEMENTS } from '../request-terms';
import type { NoticeContent } from './notice-content';

/** The terms of use (/terms): what sending a request through this website does and does not do. */
export const TERMS_OF_USE: NoticeContent = {
  title: 'Terms of Use',
  intro: `These terms apply when you use ${AGENCY.name}'s website to ask for a quote, change or cancel a policy, or send us documents.`,
  updated: 'November 25, 2026',
  sections: [
    {
      heading: 'Quotes',
      paragraphs: [
        'A quote request asks a licensed agent to prepare a quote. It does not buy insurance or bind coverage. A quote is an estimate until an insurer accepts the application; coverage starts only on the date the policy says.',
      ],
    },
    {
      heading: 'Policy change requests',
      paragraphs: ['When you send a change request, you acknowledge that:'],
      items: [...CHANGE_REQUEST_ACKNOWLEDGEMENTS],
    },
    {
      heading: 'Cancellation requests',
      items: [...CANCELLATION_TERMS],
    },
    {
      heading: 'Documents and electronic signatures',
      paragraphs: [
        'When you sign a document on this website, you agree to use electronic records and signatures, and typing your full name is your signature. We keep a record of the signing and seal the signed PDF, so that anyone can check at /verify that it has not been changed.',
        'Lenders must upload the borrower’s authorization to make a change on a customer’s behalf.',
      ],
    },
    {
      heading: 'Using this website',
      items: [
        'Send only information that is true and that you are entitled to give.',
        'Do not try to get at anyone else’s information, or send requests automatically: every form has a limit on how often it can be sent.',
        `Questions about these terms: ${AGENCY.supportEmail}, ${AGENCY.phone}.`,
      ],
    },
  ],
};
