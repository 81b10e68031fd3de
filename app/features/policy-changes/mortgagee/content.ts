import { defineCatalogue } from '@site/i18n/catalogue';

/** The words of the mortgagee change, both portals' (its contract's words are in contracts/i18n/policy-change-words.ts). */
export const MORTGAGEE_TEXT = defineCatalogue(
  'mortgagee-change-form',
  {
    introCustomer: 'Add, replace or remove the lender on your home policy. An agent checks the change with your insurer.',
    introLender: "Add, update or remove a mortgagee on a borrower's policy. An agent checks the change with the insurer.",
    infoStep: 'Mortgagee Information',
    action: 'Mortgagee Action',
    actionPlaceholder: 'Select action',
    name: 'Mortgagee Name',
    loanNumber: 'Loan Number',
    street: 'Street Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP Code',
    removalReason: 'Reason for Removal',
    removalReasonPlaceholder: 'Select reason',
    notes: 'Additional Notes',
  },
  {
    introCustomer: 'Agregue, reemplace o quite al prestamista de su póliza de hogar. Un agente confirma el cambio con su aseguradora.',
    introLender: 'Agregue, actualice o quite a un acreedor hipotecario en la póliza de un prestatario. Un agente confirma el cambio con la aseguradora.',
    infoStep: 'Información del acreedor hipotecario',
    action: 'Acción sobre el acreedor hipotecario',
    actionPlaceholder: 'Seleccione una acción',
    name: 'Nombre del acreedor hipotecario',
    loanNumber: 'Número de préstamo',
    street: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    removalReason: 'Motivo de la baja',
    removalReasonPlaceholder: 'Seleccione un motivo',
    notes: 'Notas adicionales',
  },
);
