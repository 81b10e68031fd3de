import { REQUEST_STATUS_MESSAGES } from '@contracts/request-status';

/** The words of the request status page. */
export const REQUEST_STATUS_CONTENT = {
  title: 'Request Status',
  eyebrow: 'Customer Service',
  intro: 'See where a request you sent us stands. Enter its reference number and the e-mail address you gave on it.',
  referenceLabel: 'Reference Number',
  referenceHint: 'On your confirmation screen and receipt, for example HC-7K2M9QXA.',
  emailLabel: 'Email',
  emailHint: 'The address you gave on the request.',
  check: 'Check Status',
  checking: 'Checking...',
  notFound: REQUEST_STATUS_MESSAGES.notFound,
  failed: 'We could not check the status just now. Please try again.',
  resultHeading: 'Your request',
  received: 'Received',
  statusLabel: 'Status',
  historyHeading: 'Progress',
  nextStep: 'An agent reviews each request within 1-2 business days and contacts you by e-mail or phone if anything is needed.',
  signedInIntro: 'Every request you have made with your e-mail address, newest first, and where each stands.',
  privacy: 'We show a request only to someone who knows both its reference number and the e-mail address given on it.',
} as const;
