import { defineCatalogue } from '@site/i18n/catalogue';

/** The words of the customer's Policy Changes menu (seed 001 §2). */
export const POLICY_CHANGES_MENU_TEXT = defineCatalogue(
  'policy-changes-menu',
  {
    title: 'Policy Changes',
    intro: 'Choose the change you need. Each request goes to a licensed agent, who confirms it with you.',
    'home.title': 'Home Insurance Changes',
    'home.description': 'Change the coverage, deductible or details of your home policy.',
    'policySearch.title': 'Policy Search',
    'policySearch.description': 'Find a policy by its number or by name.',
  },
  {
    title: 'Cambios en la póliza',
    intro: 'Elija el cambio que necesita. Cada solicitud la recibe un agente con licencia, que la confirma con usted.',
    'home.title': 'Cambios en su seguro de hogar',
    'home.description': 'Cambie la cobertura, el deducible o los datos de su póliza de hogar.',
    'policySearch.title': 'Búsqueda de pólizas',
    'policySearch.description': 'Busque una póliza por su número o por nombre.',
  },
);

/**
 * The words of the Lender Requests menu (seed 001 §2): its own card (the coverage change) and the footer that
 * sends a policyholder to the customer's options, its link in the middle of the sentence.
 */
export const LENDER_REQUESTS_MENU_TEXT = defineCatalogue(
  'lender-requests-menu',
  {
    title: 'Lender Service Portal',
    intro: 'Secure access to policy information for mortgagees and banking institutions.',
    'coverage.title': 'Request Coverage Change',
    'coverage.description': 'Ask for a coverage change your loan requires, such as a higher dwelling limit.',
    'policyholder.before': 'Are you a policyholder? Please use the',
    'policyholder.link': 'customer service options',
    /** Right after the link: its own spacing, so a language may end the sentence there. */
    'policyholder.after': ' instead.',
  },
  {
    title: 'Portal de servicio para prestamistas',
    intro: 'Acceso seguro a la información de pólizas para acreedores hipotecarios e instituciones bancarias.',
    'coverage.title': 'Solicitar un cambio de cobertura',
    'coverage.description': 'Pida el cambio de cobertura que exige su préstamo, como un límite de cobertura de vivienda más alto.',
    'policyholder.before': '¿Es titular de una póliza? En lugar de este portal, use las',
    'policyholder.link': 'opciones de servicio al cliente',
    'policyholder.after': '.',
  },
);
