import { defineCatalogue } from '@site/i18n/catalogue';

/** The state-insurer document upload page's words (seed 001 §2, §4); its form's title and description are the contract's. */
export const UPLOAD_TEXT = defineCatalogue(
  'state-insurer-upload',
  {
    eyebrow: 'Citizens Policyholder Help',
    stepsLabel: 'Steps',
    'steps.upload': 'Upload Document',
    'steps.sign': 'Policy and Signer',
    'stepDescriptions.upload': 'Choose or photograph it',
    'stepDescriptions.sign': 'Then sign it',
    'stepDescriptions.completed': 'Completed',
    'stepDescriptions.uploaded': 'Uploaded: {name}',
    signerIntro: 'Enter the policy number from your letter and the name of the person who signs. We show the document to sign in a window.',
    'fields.firstName': 'First Name',
    'fields.lastName': 'Last Name',
    'fields.email': 'Email',
    'fields.policyNumber': 'Policy Number',
    requestLink: 'Request Signing Link',
    modalTitle: 'Sign your document',
    closedWithoutSigning: 'The signing window was closed before the document was signed. Request a new signing link to sign it.',
    waitingForSignature: 'Waiting for your signature…',
    /** After signing: the same words whether or not the address is confirmed already (the page does not know, and must not tell). */
    signedCopyNote:
      'We e-mail your signed copy to {email} once that address is confirmed. If you have not confirmed it with us before, look for our e-mail asking you to, and press Confirm.',
    back: 'Back',
    checkStatus: 'Check Its Status',
  },
  {
    eyebrow: 'Ayuda para titulares de pólizas de Citizens',
    stepsLabel: 'Pasos',
    'steps.upload': 'Subir el documento',
    'steps.sign': 'Póliza y firmante',
    'stepDescriptions.upload': 'Elíjalo o tómele una foto',
    'stepDescriptions.sign': 'Después fírmelo',
    'stepDescriptions.completed': 'Completado',
    'stepDescriptions.uploaded': 'Subido: {name}',
    signerIntro:
      'Escriba el número de póliza que aparece en su carta y el nombre de la persona que firma. Le mostramos el documento para firmar en una ventana.',
    'fields.firstName': 'Nombre',
    'fields.lastName': 'Apellido',
    'fields.email': 'Correo electrónico',
    'fields.policyNumber': 'Número de póliza',
    requestLink: 'Pedir el enlace para firmar',
    modalTitle: 'Firme su documento',
    closedWithoutSigning: 'La ventana para firmar se cerró antes de firmar el documento. Pida un nuevo enlace para firmarlo.',
    waitingForSignature: 'Esperando su firma…',
    signedCopyNote:
      'Le enviaremos su copia firmada a {email} cuando esa dirección esté confirmada. Si no la ha confirmado antes con nosotros, busque nuestro correo que se lo pide y presione Confirmar.',
    back: 'Volver',
    checkStatus: 'Ver su estado',
  },
);
