import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The words of the auto change, the policyholder's and the lender's (its contract's words, the kinds of change
 * and each section's fields among them, are in contracts/i18n/policy-change-words.ts).
 */
export const AUTO_CHANGE_TEXT = defineCatalogue(
  'auto-change-form',
  {
    introCustomer: 'Add or remove a vehicle or driver, update your address, coverages or lienholder, or ask for anything else on your auto policy.',
    introLender: "Ask for a change on a borrower's auto policy. Attach the borrower's authorization.",
    policyStep: 'Policy Information',
    changesStep: 'Request Changes',
    documentsStep: 'Documents',
    documentsIntro: 'Documents help us make the change faster. None is needed to send your request.',
    policyNumber: 'Policy Number',
    email: 'Email',
    policyholderName: 'Policyholder Name',
    policyholderNamePlaceholder: 'Full name as it appears on policy',
    borrowerAuthorization: 'Borrower Authorization',
    changesQuestion: 'What would you like to change?',
    empty: 'Please select a change type above to add details.',
    // A change's close button, named by the change's title ("Remove Add Driver").
    removeChange: 'Remove {title}',
    vinHint: '17 characters',
    licenseStatePlaceholder: 'FL',
    yearMakeModelPlaceholder: '2023 Toyota Camry',
  },
  {
    introCustomer:
      'Agregue o quite un vehículo o un conductor, actualice su dirección, sus coberturas o su acreedor prendario, o pida cualquier otro cambio en su póliza de auto.',
    introLender: 'Pida un cambio en la póliza de auto de un prestatario. Adjunte la autorización del prestatario.',
    policyStep: 'Información de la póliza',
    changesStep: 'Cambios solicitados',
    documentsStep: 'Documentos',
    documentsIntro: 'Los documentos nos ayudan a hacer el cambio más rápido. No necesita ninguno para enviar su solicitud.',
    policyNumber: 'Número de póliza',
    email: 'Correo electrónico',
    policyholderName: 'Nombre del titular de la póliza',
    policyholderNamePlaceholder: 'Nombre completo tal como aparece en la póliza',
    borrowerAuthorization: 'Autorización del prestatario',
    changesQuestion: '¿Qué le gustaría cambiar?',
    empty: 'Elija arriba un tipo de cambio para agregar los detalles.',
    removeChange: 'Quitar {title}',
    vinHint: '17 caracteres',
    licenseStatePlaceholder: 'FL',
    yearMakeModelPlaceholder: '2023 Toyota Camry',
  },
);
