import { SIGNING_MESSAGES } from '@contracts/document-signing';

export const UPLOAD_CONTENT = {
  eyebrow: 'Citizens Policyholder Help',
  backLabel: 'Back to Customer Service',
  steps: { upload: 'Upload Document', sign: 'Policy and Signer' },
  stepDescriptions: { upload: 'Choose or photograph it', sign: 'Then sign it', completed: 'Completed', uploaded: (name: string) => `Uploaded: ${name}` },
  signerIntro: 'Enter the policy number from your letter and the name of the person who signs. We show the document to sign in a window.',
  fields: { firstName: 'First Name', lastName: 'Last Name', email: 'Email', policyNumber: 'Policy Number' },
  requestLink: 'Request Signing Link',
  modalTitle: 'Sign your document',
  closedWithoutSigning: 'The signing window was closed before the document was signed. Request a new signing link to sign it.',
  waitingForSignature: 'Waiting for your signature…',
  /** After signing: the same words whether or not the address is confirmed already (the page does not know, and must not tell). */
  signedCopyNote: (email: string) =>
    `We e-mail your signed copy to ${email} once that address is confirmed. If you have not confirmed it with us before, look for our e-mail asking you to, and press Confirm.`,
  back: 'Back',
  checkStatus: 'Check Its Status',
  messages: SIGNING_MESSAGES,
} as const;
