import { defineCatalogue } from '@site/i18n/catalogue';

/** The form's words (seed 001 §2 Policy Search): the tabs, each field's label, placeholder and hint, and why two things are asked. Its refusals are the contract's. */
export const POLICY_PROOF_TEXT = defineCatalogue(
  'policy-proof-form',
  {
    'tab.policyNumber': 'Policy Number',
    'tab.customerName': 'Customer Name',
    'policyNumber.label': 'Policy number',
    'policyNumber.placeholder': 'e.g. HO12345678',
    'policyNumber.hint': 'The whole number, as it is printed on your policy.',
    'lastName.label': 'Last name',
    'lastName.placeholder': 'e.g. Smith',
    'lastName.hint': "The policyholder's last name.",
    'customerName.label': 'Customer name',
    'customerName.placeholder': 'e.g. John Smith',
    'customerName.hint': "The policyholder's first and last name.",
    'zip.label': 'ZIP code',
    'zip.placeholder': 'e.g. 33602',
    'zip.hint': 'The ZIP code on the policy.',
    /** Why the form asks for two things: a policy is personal, so it is shown only to someone who knows it. */
    privacy: 'To keep policies private, we show a policy only to someone who knows two things about it. Details you did not enter stay hidden.',
  },
  {
    'tab.policyNumber': 'Número de póliza',
    'tab.customerName': 'Nombre del cliente',
    'policyNumber.label': 'Número de póliza',
    'policyNumber.placeholder': 'p. ej., HO12345678',
    'policyNumber.hint': 'El número completo, tal como aparece en su póliza.',
    'lastName.label': 'Apellido',
    'lastName.placeholder': 'p. ej., Smith',
    'lastName.hint': 'El apellido del titular de la póliza.',
    'customerName.label': 'Nombre del cliente',
    'customerName.placeholder': 'p. ej., John Smith',
    'customerName.hint': 'El nombre y el apellido del titular de la póliza.',
    'zip.label': 'Código postal',
    'zip.placeholder': 'p. ej., 33602',
    'zip.hint': 'El código postal que aparece en la póliza.',
    privacy:
      'Para proteger la privacidad de las pólizas, solo mostramos una póliza a quien conoce dos datos de ella. Los datos que usted no escribió permanecen ocultos.',
  },
);
