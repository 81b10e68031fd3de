import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The signing pieces' own words (seed 001 §4, §5, §8): the camera, the upload step, the PDF's pages, the
 * signing panel, the signing window and the end of the flow. What their pages give them (a heading, a message,
 * a note) is not here; the contracts' messages they show (a refused name, the form's title) go through
 * useTranslateMessage.
 */
export const SIGNING_ENGLISH = {
  // CameraCapture.
  'camera.takePhoto': 'Take a Photo',
  'camera.title': 'Take a photo of your document',
  'camera.hint': 'Hold the page flat, in good light, with all four corners in view.',
  'camera.preview': 'Camera preview',
  'camera.capture': 'Capture',
  'camera.denied': 'Could not access camera. Please check camera permissions or try uploading a file instead.',
  // DocumentUploadStep.
  'upload.label': 'Your document',
  'upload.uploadingFile': 'Uploading {name}',
  'upload.uploadingDocument': 'Uploading your document',
  'upload.uploading': 'Uploading...',
  'upload.button': 'Upload Document',
  // PdfPages: each page drawn, and the link to the file itself ('Open the document in a new tab.'); when the
  // pages cannot be drawn, 'The document cannot be shown here. [Open the document] to read it.', in three parts.
  'pdf.page': 'Page {number} of {count}',
  'pdf.loading': 'Loading the document',
  'pdf.openInNewTab': 'Open the document in a new tab',
  'pdf.failed': 'The document cannot be shown here.',
  'pdf.failedLink': 'Open the document',
  'pdf.failedAfterLink': 'to read it.',
  // SignaturePanel: the document, the consent to electronic records, the typed signature; then the thanks.
  'panel.heading': 'Sign: {title}',
  'panel.details': '{documentName} · {pageCount, plural, one {# page} other {# pages}} · signing as {signerName}',
  'panel.documentToSign': 'Document to sign: {name}',
  'panel.consent': 'I agree to use electronic records and signatures for this document, and that typing my name is my signature.',
  'panel.consentFirst': 'To sign, first agree to use electronic records and signatures (the box above).',
  'panel.nameLabel': 'Type your full name to sign',
  'panel.nameDescription': 'As {name}',
  'panel.nameRequired': 'Please type your full name to sign.',
  'panel.sign': 'Sign Document',
  'panel.signedTitle': 'Document signed',
  'panel.signedThanks':
    'Thank you, {name}. We are sealing your signed document, and e-mail you a copy once your e-mail address is confirmed. You can close this window.',
  // SigningFrameModal.
  'frame.intro': 'Read the document, agree to sign electronically and type your name. This window tells us when you have signed.',
  'frame.frameTitle': 'Signing page',
  'frame.closeLabel': 'Close the signing window',
  'frame.close': 'Close',
  // SignatureCompleted.
  'completed.back': 'Back',
} as const;

export type SigningKey = keyof typeof SIGNING_ENGLISH;

/** The signing pieces' words in both languages. */
export const SIGNING_TEXT = defineCatalogue('signing-parts', SIGNING_ENGLISH, {
  'camera.takePhoto': 'Tomar una foto',
  'camera.title': 'Tome una foto de su documento',
  'camera.hint': 'Mantenga la página plana, con buena luz y con las cuatro esquinas a la vista.',
  'camera.preview': 'Vista previa de la cámara',
  'camera.capture': 'Tomar la foto',
  'camera.denied': 'No se pudo acceder a la cámara. Revise los permisos de la cámara o, en su lugar, intente subir un archivo.',
  'upload.label': 'Su documento',
  'upload.uploadingFile': 'Subiendo {name}',
  'upload.uploadingDocument': 'Subiendo su documento',
  'upload.uploading': 'Subiendo...',
  'upload.button': 'Subir documento',
  'pdf.page': 'Página {number} de {count}',
  'pdf.loading': 'Cargando el documento',
  'pdf.openInNewTab': 'Abra el documento en una pestaña nueva',
  'pdf.failed': 'El documento no se puede mostrar aquí.',
  'pdf.failedLink': 'Abra el documento',
  'pdf.failedAfterLink': 'para leerlo.',
  'panel.heading': 'Firmar: {title}',
  'panel.details': '{documentName} · {pageCount, plural, one {# página} other {# páginas}} · firmante: {signerName}',
  'panel.documentToSign': 'Documento para firmar: {name}',
  'panel.consent': 'Acepto usar registros electrónicos y firmas electrónicas para este documento, y que escribir mi nombre es mi firma.',
  'panel.consentFirst': 'Para firmar, primero acepte usar registros electrónicos y firmas electrónicas (la casilla de arriba).',
  'panel.nameLabel': 'Escriba su nombre completo para firmar',
  'panel.nameDescription': 'Escríbalo así: {name}',
  'panel.nameRequired': 'Escriba su nombre completo para firmar.',
  'panel.sign': 'Firmar documento',
  'panel.signedTitle': 'Documento firmado',
  'panel.signedThanks':
    'Gracias, {name}. Estamos sellando su documento firmado y le enviaremos una copia por correo electrónico cuando se confirme su dirección de correo electrónico. Puede cerrar esta ventana.',
  'frame.intro': 'Lea el documento, acepte firmar electrónicamente y escriba su nombre. Esta ventana nos avisa cuando usted haya firmado.',
  'frame.frameTitle': 'Página de firma',
  'frame.closeLabel': 'Cerrar la ventana de firma',
  'frame.close': 'Cerrar',
  'completed.back': 'Volver',
});
