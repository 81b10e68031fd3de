import { defineCatalogue } from '@site/i18n/catalogue';

/** The words of the customer's Policy Changes menu (seed 001 §2) and of every portal menu's frame. */
export const POLICY_CHANGES_MENU_TEXT = defineCatalogue(
  'policy-changes-menu',
  {
    title: 'Policy Changes',
    intro: 'Choose the change you need. Each request goes to a licensed agent, who confirms it with you.',
    'home.title': 'Home Insurance Changes',
    'home.description': 'Change the coverage, deductible or details of your home policy.',
    'policySearch.title': 'Policy Search',
    'policySearch.description': 'Find a policy by its number or by name.',
    backToCustomerService: 'Back to Customer Service',
  },
  {
    title: 'Cambios en la póliza',
    intro: 'Elija el cambio que necesita. Cada solicitud la recibe un agente con licencia, que la confirma con usted.',
    'home.title': 'Cambios en su seguro de hogar',
    'home.description': 'Cambie la cobertura, el deducible o los datos de su póliza de hogar.',
    'policySearch.title': 'Búsqueda de pólizas',
    'policySearch.description': 'Busque una póliza por su número o por nombre.',
    backToCustomerService: 'Volver a Servicio al cliente',
  },
);
