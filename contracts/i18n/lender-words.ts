/**
 * The lender's requests and document management in Spanish (contracts/insurance-requests.ts,
 * contracts/insurance-requests.form.ts, contracts/document-management.ts, contracts/document-management.form.ts),
 * keyed by their English as contracts/i18n/api-messages.ts keys the API's: the refusals, the summaries' labels,
 * the menu cards and the forms to download. Words these forms share with the change forms ('Policy Number',
 * 'Email', 'Loan Number', the file and e-mail refusals) are in ./policy-change-words.ts and ./api-messages.ts.
 */
export const LENDER_WORDS_IN_SPANISH: Record<string, string> = {
  // The evidence of insurance request's refusals (INSURANCE_REQUEST_MESSAGES).
  'Must be a valid email': 'Debe ser un correo electrónico válido',
  'Please enter a valid fax number': 'Escriba un número de fax válido',
  "Borrower's name is required": 'El nombre del prestatario es obligatorio',
  'Property address is required': 'La dirección de la propiedad es obligatoria',
  'Uploading the document is required.': 'Es obligatorio subir el documento.',
  // Its summary (INSURANCE_REQUEST_FORM's describe).
  Borrower: 'Prestatario',
  'Property Address': 'Dirección de la propiedad',
  'Mortgagee Clause': 'Cláusula del acreedor hipotecario',
  'Lender Contact': 'Contacto del prestamista',
  'Fax Number': 'Número de fax',
  'Authorization Form': 'Formulario de autorización',
  // The described forms' cards in the Lender Requests menu (the evidence of insurance's, and the mortgagee change's lender page).
  'Request Proof of Insurance': 'Solicitar una constancia de seguro',
  'Get evidence of insurance for a borrower’s policy, sent by e-mail or fax.':
    'Reciba una constancia de seguro de la póliza de un prestatario, por correo electrónico o por fax.',
  'Mortgagee Change': 'Cambio de acreedor hipotecario',
  'Add or update your institution as mortgagee on a borrower’s policy.':
    'Agregue o actualice a su institución como acreedor hipotecario en la póliza de un prestatario.',

  // Document management's refusals and answer (DOCUMENT_MANAGEMENT_MESSAGES).
  'Please select an option to continue': 'Seleccione una opción para continuar',
  'Please select a file to upload': 'Elija un archivo para subir',
  'Please provide a message': 'Escriba un mensaje',
  'Failed to send document via email. Please try again.': 'No se pudo enviar el documento por correo electrónico. Inténtelo de nuevo.',
  // Its summary (DOCUMENT_MANAGEMENT_FORM's describe).
  Document: 'Documento',
  Message: 'Mensaje',
  // The forms to download (AVAILABLE_FORMS): their names and what each is for. The PDFs themselves are in English.
  'Flood Affirmation Form': 'Formulario de Declaración de Cobertura contra Inundaciones',
  'Confirms that the property carries flood insurance, or that you decline it, as a state-insurer policy requires.':
    'Confirma que la propiedad tiene seguro contra inundaciones, o que usted lo rechaza, como lo exige una póliza de una aseguradora estatal.',
  'Policyholder Affirmation Form regarding primary residence': 'Formulario de Declaración del Titular de la Póliza sobre la residencia principal',
  'Confirms that the insured home is your primary residence.': 'Confirma que la vivienda asegurada es su residencia principal.',
};
