/**
 * The state-insurer signing flow's words in Spanish (contracts/document-signing.ts, contracts/fields.ts), keyed
 * by their English as contracts/i18n/api-messages.ts keys the API's: the forms' titles, the refusals, the
 * signature's messages.
 */
export const SIGNING_WORDS_IN_SPANISH: Record<string, string> = {
  // The state-insurer forms (STATE_INSURER_FORMS).
  'Proof of Residency': 'Prueba de residencia',
  'Upload proof that the insured property is your primary residence, then sign it.':
    'Suba una prueba de que la propiedad asegurada es su residencia principal y luego fírmela.',
  'Flood Coverage Affirmation': 'Declaración de cobertura contra inundaciones',
  'Upload your flood coverage affirmation, then sign it.': 'Suba su declaración de cobertura contra inundaciones y luego fírmela.',
  'Document Upload and Signing': 'Envío y firma de documentos',
  'Upload your document, then sign it.': 'Suba su documento y luego fírmelo.',
  // SIGNING_MESSAGES (seed 001 §5, §8).
  'No file selected. Please select a file to upload.': 'No eligió ningún archivo. Elija un archivo para subir.',
  'Please upload the document first.': 'Primero suba el documento.',
  'Please complete all fields before requesting a signing link.': 'Complete todos los campos antes de pedir el enlace para firmar.',
  'Failed to generate signing link. Please try again.': 'No se pudo crear el enlace para firmar. Inténtelo de nuevo.',
  'Form type must be lower-case letters, digits or hyphens': 'El tipo de formulario debe tener solo letras minúsculas, números o guiones',
  'Your browser session was not recognised. Please reload the page and try again.':
    'No reconocimos la sesión de su navegador. Vuelva a cargar la página e inténtelo de nuevo.',
  'This PDF cannot be read (it may be damaged or password-protected). Please upload another copy.':
    'No se puede leer este PDF (puede estar dañado o protegido con contraseña). Suba otra copia.',
  'This document has already been signed.': 'Este documento ya se firmó.',
  'This signing link is not valid: it has expired or has already been used. Please request a new one.':
    'Este enlace para firmar no es válido: venció o ya se usó. Pida uno nuevo.',
  'Please agree to use electronic records and signatures before signing.': 'Antes de firmar, acepte usar registros electrónicos y firmas electrónicas.',
  'Please type your full name to sign.': 'Escriba su nombre completo para firmar.',
  'Please type your full name exactly as {expected} to sign.': 'Para firmar, escriba su nombre completo exactamente así: {expected}.',
  'Signature Completed: Thank you for submitting your document. We will process your request shortly.':
    'Firma completada: Gracias por enviar su documento. Tramitaremos su solicitud en breve.',
  'Must be a SHA-256 hash: 64 hexadecimal characters': 'Debe ser un hash SHA-256: 64 caracteres hexadecimales',
  // A person's name (contracts/fields.ts personName), for each label the signing flow gives it.
  'First name must be at most {max} characters': 'El nombre debe tener como máximo {max} caracteres',
  'First name may contain only letters, spaces, hyphens, apostrophes and periods': 'El nombre solo puede tener letras, espacios, guiones, apóstrofos y puntos',
  'First name must contain a letter': 'El nombre debe tener al menos una letra',
  'Last name must be at most {max} characters': 'El apellido debe tener como máximo {max} caracteres',
  'Last name may contain only letters, spaces, hyphens, apostrophes and periods': 'El apellido solo puede tener letras, espacios, guiones, apóstrofos y puntos',
  'Last name must contain a letter': 'El apellido debe tener al menos una letra',
  'Your full name must be at most {max} characters': 'Su nombre completo debe tener como máximo {max} caracteres',
  'Your full name may contain only letters, spaces, hyphens, apostrophes and periods':
    'Su nombre completo solo puede tener letras, espacios, guiones, apóstrofos y puntos',
  'Your full name must contain a letter': 'Su nombre completo debe tener al menos una letra',
};
