import { defineCatalogue } from '@site/i18n/catalogue';

/** Seed 001 §2: the acknowledgement the visitor must tick before the dialog can be closed (the spec's words). */
const ACKNOWLEDGEMENT = 'By checking this box you acknowledge you have read the above statements.';

/**
 * Seed 001 §2: what to know before filing a claim. The Spanish is a faithful translation; where it is shown,
 * the dialog says the English governs.
 */
export const CLAIMS_EDUCATION_TEXT = defineCatalogue(
  'claims-education',
  {
    title: 'Before You File a Claim',
    intro: 'Please read these two points. They can affect how much of your claim payment you keep.',
    'adjusters.heading': 'Private (public) adjusters',
    'adjusters.own': 'Your insurance company assigns its own adjuster to your claim at no cost to you. You do not need to hire anyone to file a claim.',
    'adjusters.private':
      'A private adjuster, also called a public adjuster, works for you rather than for the insurer, and is usually paid a percentage of your claim payment. State law may cap that fee.',
    'adjusters.check': "Before signing with one, check their license with your state's department of insurance and read the fee and the cancellation terms.",
    'assignment.heading': 'Assignment of benefits',
    'assignment.what':
      'An assignment of benefits is a contract that signs your claim rights over to someone else, often a contractor or a water removal company. They then deal with your insurer, and may sue it, in your place.',
    'assignment.risk':
      'Once signed, you may lose control over the repairs and the payment, and disputes can delay your claim. Read any contract a contractor asks you to sign after a loss.',
    'assignment.florida': 'In Florida, property policies issued on or after January 1, 2023 do not allow an assignment of benefits.',
    questions: 'Questions? Call your agent or your insurance company before you sign anything.',
    acknowledgement: ACKNOWLEDGEMENT,
    close: 'Close',
    /** Shown with the translation only. */
    englishGoverns: 'This is a translation of the English text. Where they differ, the English version governs.',
  },
  {
    title: 'Antes de presentar un reclamo',
    intro: 'Lea estos dos puntos. Pueden afectar qué parte del pago de su reclamo conserva usted.',
    'adjusters.heading': 'Ajustadores privados (públicos)',
    'adjusters.own':
      'Su compañía de seguros asigna a su reclamo su propio ajustador, sin costo para usted. No necesita contratar a nadie para presentar un reclamo.',
    'adjusters.private':
      'Un ajustador privado, también llamado ajustador público, trabaja para usted y no para la aseguradora, y por lo general cobra un porcentaje del pago de su reclamo. La ley estatal puede fijar un límite a ese cobro.',
    'adjusters.check':
      'Antes de firmar con uno, verifique su licencia con el departamento de seguros de su estado y lea lo que cobra y las condiciones de cancelación.',
    'assignment.heading': 'Cesión de beneficios',
    'assignment.what':
      'Una cesión de beneficios es un contrato que traspasa los derechos de su reclamo a otra persona, a menudo un contratista o una empresa de extracción de agua. Luego esa persona trata con su aseguradora, y puede demandarla, en lugar de usted.',
    'assignment.risk':
      'Una vez firmada, usted puede perder el control de las reparaciones y del pago, y las disputas pueden retrasar su reclamo. Lea todo contrato que un contratista le pida firmar después de una pérdida.',
    'assignment.florida': 'En Florida, las pólizas de propiedad emitidas el 1 de enero de 2023 o después no permiten la cesión de beneficios.',
    questions: '¿Tiene preguntas? Llame a su agente o a su compañía de seguros antes de firmar cualquier cosa.',
    acknowledgement: 'Al marcar esta casilla, usted reconoce que leyó las declaraciones anteriores.',
    close: 'Cerrar',
    englishGoverns: 'Esta es una traducción del texto en inglés. Si hay diferencias, prevalece la versión en inglés.',
  },
);

/** The acknowledgement in English, as tests and stories find the checkbox. */
export const CLAIMS_ACKNOWLEDGEMENT = ACKNOWLEDGEMENT;
