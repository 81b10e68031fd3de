import { defineCatalogue } from '@site/i18n/catalogue';

/** The words of the home change, the customer's and the lender's coverage change (its contract's words are in contracts/i18n/policy-change-words.ts). */
export const HOME_CHANGE_TEXT = defineCatalogue(
  'home-change-form',
  {
    introCustomer: 'Change your home coverages or deductible, or add or remove a person insured. An agent checks the change with your insurer.',
    lenderTitle: 'Request Coverage Change',
    introLender: "Ask for a coverage change on a borrower's home policy, such as the dwelling limit your loan requires. Attach the borrower's authorization.",
    successTitle: 'Request Submitted Successfully!',
    changesStep: 'Request Changes',
    documentsStep: 'Documents',
    documentsIntroCustomer: 'Photos, an ID or papers that support your request help us process it faster. Documents are optional.',
    documentsIntroLender: "Add the borrower's authorization for this change (required), and any letter or declaration page that supports it.",
    selectChanges: 'Select Changes Needed',
    selectChangesHint: 'Check all that apply',
    coveragesTitle: 'Coverages and Deductible',
    // A slider's title with its coverage: "Dwelling (Coverage A)".
    sliderTitle: '{label} ({coverage})',
    removeInsuredNote: 'Enter the name exactly as it appears on the policy.',
    firstName: 'First Name',
    lastName: 'Last Name',
  },
  {
    introCustomer:
      'Cambie las coberturas o el deducible de su póliza de hogar, o agregue o quite a una persona asegurada. Un agente confirma el cambio con su aseguradora.',
    lenderTitle: 'Solicitar un cambio de cobertura',
    introLender:
      'Pida un cambio de cobertura en la póliza de hogar de un prestatario, como el límite de la vivienda que exige su préstamo. Adjunte la autorización del prestatario.',
    successTitle: '¡Su solicitud se envió correctamente!',
    changesStep: 'Cambios solicitados',
    documentsStep: 'Documentos',
    documentsIntroCustomer:
      'Las fotos, una identificación o los papeles que respalden su solicitud nos ayudan a tramitarla más rápido. Los documentos son opcionales.',
    documentsIntroLender: 'Agregue la autorización del prestatario para este cambio (obligatoria) y cualquier carta o página de declaraciones que lo respalde.',
    selectChanges: 'Elija los cambios que necesita',
    selectChangesHint: 'Marque todos los que correspondan',
    coveragesTitle: 'Coberturas y deducible',
    sliderTitle: '{label} ({coverage})',
    removeInsuredNote: 'Escriba el nombre tal como aparece en la póliza.',
    firstName: 'Nombre',
    lastName: 'Apellido',
  },
);
