import { ADDRESS_PROOF_MESSAGES } from '@contracts/address-proofs';

/** The confirm-email page's words (ours: the specifications have no such page). */
export const CONFIRM_EMAIL_CONTENT = {
  title: 'Confirm your e-mail address',
  eyebrow: 'Customer Service',
  intro: 'We send what someone asks us to send to an e-mail address only once its owner confirms the address.',
  ask: 'If this is your e-mail address and you expected our e-mail, press Confirm. We then send what is waiting for it.',
  notYou: 'If you did not expect our e-mail, close this page: nothing is sent.',
  confirm: 'Confirm my e-mail address',
  noLink: 'This page needs the link from our e-mail. Open this page with the link in the e-mail we sent you.',
  linkInvalid: ADDRESS_PROOF_MESSAGES.linkInvalid,
  failed: 'We could not confirm your address just now. Please try again.',
  confirmedTitle: 'Your e-mail address is confirmed',
  confirmed: (address: string) => `Thank you: ${address} is confirmed.`,
  released: (count: number) =>
    count === 0
      ? 'Nothing else was waiting for it.'
      : `What was waiting for it (${count === 1 ? 'one e-mail' : `${count} e-mails`}) is on its way: look in your inbox in the next few minutes.`,
} as const;
