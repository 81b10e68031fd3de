/** Seed 001 §1: lenders need the borrower's authorization to change a customer's policy; the lender pages remind them. */
export const BORROWER_AUTHORIZATION_REMINDER = "Important: You must upload a borrower's authorization form to make changes on behalf of your customer.";
