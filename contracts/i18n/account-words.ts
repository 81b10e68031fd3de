/**
 * The customer's account in Spanish (contracts/account.ts, contracts/account-policies.ts, contracts/quotes.ts,
 * contracts/quote-offers.ts, contracts/request-messages.ts, and the summaries My requests shows), keyed by
 * their English as contracts/i18n/api-messages.ts keys the API's. The account's sign-in refusals, the kinds
 * of request and their statuses are there already (its "The customer's account" and "The kinds of request"
 * parts); the agent's side of the offers (the back office) stays in English.
 */
export const ACCOUNT_WORDS_IN_SPANISH: Record<string, string> = {
  // The account's refusals (ACCOUNT_MESSAGES, ZAddPasskey).
  'We could not find that request in your account.': 'No encontramos esa solicitud en su cuenta.',
  'We could not find that passkey in your account.': 'No encontramos esa llave de acceso en su cuenta.',
  'Passkey name must be at most 60 characters': 'El nombre de la llave de acceso debe tener como máximo 60 caracteres',

  // My policies (ACCOUNT_POLICY_MESSAGES).
  'We could not find a policy with those details. Please check them and try again.':
    'No encontramos ninguna póliza con esos datos. Revíselos e inténtelo de nuevo.',
  'We could not find that policy in your account.': 'No encontramos esa póliza en su cuenta.',

  // My quotes (QUOTE_STORE_MESSAGES).
  'Customer ID not found': 'No se encontró el número de cliente',
  'We could not find that quote request in your account.': 'No encontramos esa solicitud de cotización en su cuenta.',
  'The agency has started on this quote request, so it can no longer be changed here. Please call us or reply to our e-mail instead.':
    'La agencia ya empezó a trabajar en esta solicitud de cotización, así que ya no se puede cambiar aquí. Llámenos o responda a nuestro correo.',
  'Failed to fetch quotes': 'No se pudieron cargar sus cotizaciones',
  'Failed to fetch quote': 'No se pudo cargar la cotización',
  'Failed to submit quote': 'No se pudo enviar la solicitud de cotización',
  'Failed to update quote': 'No se pudo actualizar la solicitud de cotización',
  'Failed to delete quote': 'No se pudo retirar la solicitud de cotización',

  // The person's choice of an offer (OFFER_WORDS, ZChooseOffer, CALLBACK_WINDOWS).
  'We could not find that offer on this quote request.': 'No encontramos esa oferta en esta solicitud de cotización.',
  'This offer has expired. Ask us for a new one with the question box below.': 'Esta oferta venció. Pídanos una nueva en el cuadro de mensajes de abajo.',
  'You have already chosen an offer. Please call us or write to us below to change your mind.':
    'Ya eligió una oferta. Llámenos o escríbanos abajo si cambia de opinión.',
  'This quote request was withdrawn.': 'Esta solicitud de cotización se retiró.',
  'Choose a time for our call, or no call': 'Elija un horario para nuestra llamada, o ninguna llamada',
  'No call needed': 'No hace falta llamar',
  'Morning (9 am – noon)': 'En la mañana (9 a. m. – mediodía)',
  'Afternoon (noon – 5 pm)': 'En la tarde (mediodía – 5 p. m.)',
  'Early evening (5 – 7 pm)': 'Al final de la tarde (5 – 7 p. m.)',

  // A request's conversation (REQUEST_MESSAGE_WORDS; app/messages/send-message.ts when the server gave no words).
  'Write your message': 'Escriba su mensaje',
  'Your message must be 2,000 characters or fewer': 'Su mensaje debe tener 2,000 caracteres o menos',
  'We could not find that request.': 'No encontramos esa solicitud.',
  'We could not find that document.': 'No encontramos ese documento.',
  'You have sent a lot of messages in a short time. Please wait a while, or call us.': 'Envió muchos mensajes en poco tiempo. Espere un rato o llámenos.',
  'Your message was not sent. Please try again.': 'Su mensaje no se envió. Inténtelo de nuevo.',

  // What My requests (and /dashboard) shows of a signed document: its summary's labels
  // (bff/services/signing/signed-document-summary.ts; its 'Name', 'Email', 'Policy Number' and 'Document' are
  // the forms', in policy-change-words.ts and lender-words.ts). A quote request's title and labels
  // (bff/services/quote-request-summary.ts) are /dashboard's, in customer-service-words.ts.
  Form: 'Formulario',
  'Signed As': 'Firmado como',
  'Signed At': 'Fecha y hora de la firma',
};
