import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The /verify page's words. The form's title in the answer is the contract's (said through the API's
 * messages), the signer's name is theirs, and the moments are written in the page's language before they fill
 * `{signedAt}` and `{sealedAt}`.
 */
export const VERIFY_TEXT = defineCatalogue(
  'verify',
  {
    title: 'Verify a signed document',
    eyebrow: 'Customer Service',
    intro: 'Check that a signed PDF is one we sealed and has not been changed since. The file is checked in your browser; it is not uploaded.',
    fileLabel: 'Signed PDF',
    filePlaceholder: 'Choose a PDF',
    removeFile: 'Remove the file',
    verify: 'Verify',
    noFile: 'Please choose the PDF to check.',
    failed: 'We could not check the file just now. Please try again.',
    issuedTitle: 'We issued this document',
    issued: '{formTitle}, signed by {signerName} on {signedAt} and sealed on {sealedAt}. It has not been changed since.',
    notIssuedTitle: 'We did not issue this file',
    notIssued: 'This file is not one we sealed, or it has been changed since we sealed it. Ask us for a copy if you need one.',
  },
  {
    title: 'Verificar un documento firmado',
    eyebrow: 'Servicio al cliente',
    intro:
      'Compruebe que un PDF firmado es uno que nosotros sellamos y que no se ha modificado desde entonces. El archivo se revisa en su navegador; no se sube a ningún lugar.',
    fileLabel: 'PDF firmado',
    filePlaceholder: 'Elija un PDF',
    removeFile: 'Quitar el archivo',
    verify: 'Verificar',
    noFile: 'Elija el PDF que desea verificar.',
    failed: 'No pudimos revisar el archivo en este momento. Inténtelo de nuevo.',
    issuedTitle: 'Nosotros emitimos este documento',
    issued: '{formTitle}: firmado por {signerName} el {signedAt} y sellado por nosotros el {sealedAt}. No se ha modificado desde entonces.',
    notIssuedTitle: 'Nosotros no emitimos este archivo',
    notIssued: 'Este archivo no es uno que nosotros hayamos sellado, o se modificó después de que lo sellamos. Pídanos una copia si la necesita.',
  },
);
