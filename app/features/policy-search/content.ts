import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The words of the Policy Search page (seed 001 §2, §5, §8). Its refusals and its empty and failure messages
 * are the contract's (POLICY_SEARCH_MESSAGES), said in the page's language through the API's table.
 */
export const POLICY_SEARCH_TEXT = defineCatalogue(
  'policy-search',
  {
    title: 'Policy Search',
    intro: 'Look up your policy by its number and your last name, or by your name and ZIP code.',
    search: 'Search',
    searching: 'Searching for policies...',
    resultsHeading: 'Search results',
    previous: 'Previous',
    next: 'Next',
    'column.policyNumber': 'Policy number',
    'column.customer': 'Customer',
    'column.type': 'Type',
    'column.status': 'Status',
    'column.effectiveDate': 'Effective date',
    'column.location': 'Location',
    /** A policy's type as the results name it; a type we do not list keeps its own name. */
    policyType: '{type, select, other {{type}}}',
    /** Said before the visible last four characters of a masked policy number. */
    maskedNumber: 'Policy number ending in',
    /** Seed 001 §2: 'Showing X to Y of Z results'. */
    showing: 'Showing {from, number} to {to, number} of {total, number} results',
  },
  {
    title: 'Búsqueda de pólizas',
    intro: 'Busque su póliza por su número y su apellido, o por su nombre y su código postal.',
    search: 'Buscar',
    searching: 'Buscando pólizas...',
    resultsHeading: 'Resultados de la búsqueda',
    previous: 'Anterior',
    next: 'Siguiente',
    'column.policyNumber': 'Número de póliza',
    'column.customer': 'Cliente',
    'column.type': 'Tipo',
    'column.status': 'Estado',
    'column.effectiveDate': 'Fecha de vigencia',
    'column.location': 'Ubicación',
    policyType:
      '{type, select, Home {Hogar} Auto {Auto} Flood {Inundación} Umbrella {Responsabilidad civil adicional (umbrella)} Condo {Condominio} Renters {Inquilino} Landlord {Propietario arrendador} Boat {Embarcación} Motorcycle {Motocicleta} other {{type}}}',
    maskedNumber: 'Número de póliza que termina en',
    showing: 'Resultados {from, number} a {to, number} de {total, number}',
  },
);
