import { defineCatalogue, type Translate } from '@site/i18n/catalogue';
import type { SubmissionWords } from '../../api/submission-answer';

/** The words the change forms share (seed 002 §1, §2, §8). */
export const CHANGE_FORM_TEXT = defineCatalogue(
  'change-forms',
  {
    customerPortal: 'Customer Service Portal',
    lenderPortal: 'Lender Service Portal',
    contactStep: 'Contact Information',
    reviewStep: 'Review and Submit',
    reviewTitle: 'Your request',
    effectiveDate: 'Effective Date',
    effectiveDateNote: 'This is the date you ask the change to start. It is a requested date: your agent confirms it.',
    comments: 'Additional Comments (Optional)',
    submit: 'Submit Request',
    submissionErrorTitle: 'Your request was not sent',
    supportingDocuments: 'Supporting Documents',
    supportingDocumentHint: 'Upload mortgage document or proof of change (recommended)',
    successTitle: 'Request Submitted',
    successMessage: 'Your request has been sent to our service team.',
    'nextSteps.review': 'An agent reviews your request within 1-2 business days and may contact you by e-mail or phone.',
    'nextSteps.confirmation': 'A confirmation e-mail follows soon.',
    'nextSteps.approval':
      'Your request is subject to agent review and carrier approval. Premiums may change, and the requested effective date is not guaranteed.',
    backToPolicyChanges: 'Back to Policy Changes',
    backToLenderRequests: 'Back to Lender Requests',
    checkStatus: 'Check Request Status',
    borrowerAuthorization: "Borrower's Authorization Form",
    borrowerAuthorizationHint: "The borrower's signed authorization for this change (PDF, DOC, DOCX, JPG, JPEG or PNG).",
    submissionDate: 'Submission Date',
    acknowledgementTitle: 'By signing, you acknowledge that',
    loading: 'Loading',
    // Seed 002 §8 "Generic mapping": the server's message when it gives one, else these.
    failed: 'A server error occurred. Please try again later.',
    noResponse: 'No response from server. Please check your connection.',
    unexpected: 'An unexpected error occurred. Please try again.',
    notSignedIn: 'You must be logged in to perform this action.',
    forbidden: 'You do not have permission to perform this action.',
  },
  {
    customerPortal: 'Portal de servicio al cliente',
    lenderPortal: 'Portal de servicio para prestamistas',
    contactStep: 'Información de contacto',
    reviewStep: 'Revisar y enviar',
    reviewTitle: 'Su solicitud',
    effectiveDate: 'Fecha de vigencia',
    effectiveDateNote: 'Es la fecha en que usted pide que empiece el cambio. Es una fecha solicitada: su agente la confirma.',
    comments: 'Comentarios adicionales (opcional)',
    submit: 'Enviar solicitud',
    submissionErrorTitle: 'Su solicitud no se envió',
    supportingDocuments: 'Documentos de respaldo',
    supportingDocumentHint: 'Envíe un documento de la hipoteca o una prueba del cambio (recomendado)',
    successTitle: 'Solicitud enviada',
    successMessage: 'Su solicitud se envió a nuestro equipo de servicio.',
    'nextSteps.review': 'Un agente revisa su solicitud en un plazo de 1 a 2 días hábiles y puede comunicarse con usted por correo electrónico o por teléfono.',
    'nextSteps.confirmation': 'En breve recibirá un correo electrónico de confirmación.',
    'nextSteps.approval':
      'Su solicitud está sujeta a la revisión de un agente y a la aprobación de la aseguradora. La prima puede cambiar y la fecha de vigencia solicitada no está garantizada.',
    backToPolicyChanges: 'Volver a Cambios en la póliza',
    backToLenderRequests: 'Volver a Solicitudes de prestamistas',
    checkStatus: 'Ver el estado de la solicitud',
    borrowerAuthorization: 'Formulario de autorización del prestatario',
    borrowerAuthorizationHint: 'La autorización firmada del prestatario para este cambio (PDF, DOC, DOCX, JPG, JPEG o PNG).',
    submissionDate: 'Fecha de envío',
    acknowledgementTitle: 'Al firmar, usted reconoce que',
    loading: 'Cargando',
    failed: 'Ocurrió un error en el servidor. Inténtelo de nuevo más tarde.',
    noResponse: 'El servidor no respondió. Revise su conexión.',
    unexpected: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
    notSignedIn: 'Debe iniciar sesión para hacer esto.',
    forbidden: 'No tiene permiso para hacer esto.',
  },
);

export type ChangeFormText = Translate<keyof (typeof CHANGE_FORM_TEXT)['en'] & string>;

/** What happens next after any change request (seed 002 §1). */
export const changeFormNextSteps = (text: ChangeFormText) => [text('nextSteps.review'), text('nextSteps.confirmation'), text('nextSteps.approval')];

/** Seed 002 §8 "Generic mapping": the server's message when it gives one, else these. */
export const changeFormWords = (text: ChangeFormText): SubmissionWords => ({
  failed: text('failed'),
  noResponse: text('noResponse'),
  unexpected: text('unexpected'),
  byStatus: { 401: text('notSignedIn'), 403: text('forbidden') },
  serverMessage: true,
});
