/** The words of the Request Evidence of Insurance page (seed 001 §1, §2, §5, §8). */
export const INSURANCE_REQUEST_CONTENT = {
  portal: 'Lender Service Portal',
  heading: 'Request Evidence of Insurance',
  back: 'Back to Lender Requests',
  intro: "Request proof of insurance for a borrower's policy. We send the evidence of insurance to you once we have checked the borrower's authorization.",
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone Number',
    fax: 'Fax Number (optional)',
    policyNumber: 'Policy Number',
    document: "Borrower's Authorization Form",
  },
  documentDescription: 'Signed by the borrower, allowing you to request this on their behalf.',
  submit: 'Submit Request',
  cancel: 'Cancel',
  /** Seed 001 §8: what the person is told when the request did not go through. */
  errors: {
    response: "We're unable to process your request at this time. Please try again later.",
    noResponse: "We're experiencing technical difficulties. Please check your internet connection or try again later.",
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  errorTitle: 'Your request was not sent',
  success: {
    title: 'Request Submitted',
    message: 'We have received your request for evidence of insurance.',
    nextSteps: (email: string, fax: string) => [
      "We check the borrower's authorization form against the policy.",
      fax ? `We send the evidence of insurance to ${email} or by fax to ${fax}.` : `We send the evidence of insurance to ${email}.`,
      'Keep your reference number: quote it if you call us about this request.',
    ],
    primaryAction: 'Check Request Status',
    secondaryAction: 'Back to Lender Requests',
  },
} as const;
