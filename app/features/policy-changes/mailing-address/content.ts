import { defineCatalogue } from '@site/i18n/catalogue';

/** The words of the mailing address change (its contract's words are in contracts/i18n/policy-change-words.ts). */
export const MAILING_ADDRESS_TEXT = defineCatalogue(
  'mailing-address-change-form',
  {
    intro: 'Tell us where to send your policy documents and bills from now on.',
    addressStep: 'New Mailing Address',
    street: 'Street Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP Code',
  },
  {
    intro: 'Díganos adónde enviar de ahora en adelante los documentos y las facturas de su póliza.',
    addressStep: 'Nueva dirección postal',
    street: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
  },
);
