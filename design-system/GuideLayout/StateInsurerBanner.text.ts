import { defineCatalogue } from '@site/i18n/catalogue';

/** The state-insurer banner's own words (seed 001 §1); {insurer} and {audience} are what its page gives it. */
export const STATE_INSURER_BANNER_TEXT = defineCatalogue(
  'state-insurer-banner',
  {
    label: 'Letters from {insurer}',
    question: 'Did you receive a letter from {insurer}?',
    questionTo: '{audience}: did you receive a letter from {insurer}?',
    text: 'Visit our Q&A page to find out what your letter means and what to do next.',
    link: '{insurer} Q&A',
  },
  {
    label: 'Cartas de {insurer}',
    question: '¿Recibió una carta de {insurer}?',
    questionTo: '{audience}: ¿recibió una carta de {insurer}?',
    text: 'Visite nuestra página de preguntas y respuestas para saber qué significa su carta y qué hacer a continuación.',
    link: 'Preguntas y respuestas sobre {insurer}',
  },
);
