/** The words of the Request Evidence of Insurance page (seed 001 §1, §2, §5, §8). */
export const INSURANCE_REQUEST_CONTENT = {
  portal: 'Lender Service Portal',
  heading: 'Request Evidence of Insurance',
  back: 'Back to Lender Requests',
  intro: "Request proof of insurance for a borrower's policy. We send the evidence of insurance to you once we have checked the borrower's authorization.",
  /** Whose details each field asks for: the policy's (the borrower's), then the lender's own. */
  borrowerTitle: 'The policy and the borrower',
  lenderTitle: 'Your details (where we send the evidence)',
  labels: {
    policyNumber: 'Policy Number',
    borrowerName: "Borrower's Full Name",
    propertyAddress: 'Insured Property Address',
    loanNumber: 'Loan Number (optional)',
    mortgageeClause: 'Mortgagee Clause to Show on the Evidence (optional)',
    firstName: 'Your First Name',
    lastName: 'Your Last Name',
    email: 'Your Email',
    phone: 'Your Phone Number',
    fax: 'Your Fax Number (optional)',
    document: "Borrower's Authorization Form",
  },
  mortgageeClauseDescription: 'For example: First Federal Bank, its successors and/or assigns, ATIMA, and its address.',
  /** What a proof request needs (not the change forms' reminder): the lender pages' notice speaks of changes. */
  notice:
    "Important: To receive proof of insurance for a borrower's policy, upload the borrower's signed authorization. We check it against the policy before we send anything.",
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
