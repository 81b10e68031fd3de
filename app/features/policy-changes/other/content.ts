import { defineCatalogue } from '@site/i18n/catalogue';

/** The words of the other change (its contract's words are in contracts/i18n/policy-change-words.ts). */
export const OTHER_CHANGE_TEXT = defineCatalogue(
  'other-change-form',
  {
    intro: 'Tell us about any other change to your policy. An agent reviews it and contacts you if anything is unclear.',
    detailsStep: 'Change Details',
    changeType: 'Change Type',
    changeTypePlaceholder: 'Select change type',
    description: 'Description',
    descriptionHint: 'Tell us what should change, and why.',
    supportingDocument: 'Supporting Document (optional)',
  },
  {
    intro: 'Cuéntenos sobre cualquier otro cambio en su póliza. Un agente lo revisa y se comunica con usted si algo no está claro.',
    detailsStep: 'Detalles del cambio',
    changeType: 'Tipo de cambio',
    changeTypePlaceholder: 'Seleccione el tipo de cambio',
    description: 'Descripción',
    descriptionHint: 'Díganos qué debe cambiar y por qué.',
    supportingDocument: 'Documento de respaldo (opcional)',
  },
);
