import { defineCatalogue } from '@site/i18n/catalogue';

export const THANK_YOU_TEXT = defineCatalogue(
  'thank-you-screen',
  { title: 'Thank You!', reference: 'Your reference number is', nextSteps: 'What happens next', help: 'Need help sooner?' },
  { title: '¡Gracias!', reference: 'Su número de referencia es', nextSteps: 'Qué sigue', help: '¿Necesita ayuda antes?' },
);
