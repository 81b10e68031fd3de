/**
 * The customer service pages' contract words in Spanish (contracts/policies.ts, contracts/request-status.ts,
 * bff/services/quote-request-summary.ts), keyed by their English as contracts/i18n/api-messages.ts keys the
 * API's: the policy search's refusals and answers, the request status page's answer.
 */
export const CUSTOMER_SERVICE_WORDS_IN_SPANISH: Record<string, string> = {
  // The policy search (POLICY_SEARCH_MESSAGES; 'Policy number is required', 'Last name is required', 'ZIP code is
  // required' and 'Please enter a valid ZIP code' are the change forms', in policy-change-words.ts).
  'Customer name is required': 'El nombre del cliente es obligatorio',
  'Please enter the first and last name': 'Escriba el nombre y el apellido',
  'Page must be a whole number from 1 to {max}': 'La página debe ser un número entero del 1 al {max}',
  'An error occurred while searching for policies.': 'Ocurrió un error al buscar las pólizas.',
  'No policies found matching your search criteria.': 'No encontramos pólizas que coincidan con su búsqueda.',
  'You are searching too quickly. Please wait a moment and try again.': 'Está buscando demasiado rápido. Espere un momento e inténtelo de nuevo.',
  // The request status page (REQUEST_STATUS_MESSAGES; 'Reference number is required' is the receipt's, in api-messages.ts).
  'We could not find a request with that reference number and e-mail address. Please check both and try again.':
    'No encontramos ninguna solicitud con ese número de referencia y esa dirección de correo electrónico. Revise ambos datos e inténtelo de nuevo.',
  // The title /dashboard gives a quote request (QUOTE_REQUEST_TITLE).
  'Quote Request': 'Solicitud de cotización',
};
