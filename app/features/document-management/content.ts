import { DOCUMENT_MANAGEMENT_MESSAGES } from '@contracts/document-management';

/** The words of document management (seed 001 §2, §4, §5, §8). */
export const DOCUMENT_MANAGEMENT_CONTENT = {
  title: 'Document Management',
  eyebrow: 'Customer Service',
  intro: 'Download the forms you may need, or send us a document with a message.',
  steps: { choose: 'Choose an Option', forms: 'Available Forms', policy: 'Policy Information', upload: 'Upload Document' },
  actions: {
    legend: 'What would you like to do?',
    download: { label: 'Download Forms', description: 'Forms to fill in and return to us.' },
    upload: { label: 'Upload Documents', description: 'Send us a document with a message about it.' },
  },
  categories: { claims: 'Claims', policy: 'Policy' },
  download: 'Download PDF',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    policyNumber: 'Policy Number',
    phoneNumber: 'Phone Number',
    email: 'Email',
    file: 'Document',
    message: 'Message',
  },
  messagePlaceholder: 'What is this document about?',
  submit: 'Upload Document',
  success: {
    title: DOCUMENT_MANAGEMENT_MESSAGES.uploaded,
    message: (email: string) => `We sent a confirmation to ${email}.`,
    nextSteps: ['An agent reviews your document within 1-2 business days.', 'The agent contacts you by e-mail or phone if anything more is needed.'],
    done: 'Done',
    checkStatus: 'Check Request Status',
  },
  messages: DOCUMENT_MANAGEMENT_MESSAGES,
} as const;
