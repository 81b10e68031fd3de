import { defineCatalogue } from '@site/i18n/catalogue';

/** Seed 001 §1: lenders need the borrower's authorization to change a customer's policy; the lender pages remind them. */
export const LENDER_TEXT = defineCatalogue(
  'lender',
  {
    borrowerAuthorizationReminder: "Important: You must upload a borrower's authorization form to make changes on behalf of your customer.",
  },
  {
    borrowerAuthorizationReminder: 'Importante: Para hacer cambios en nombre de su cliente, debe subir un formulario de autorización del prestatario.',
  },
);
