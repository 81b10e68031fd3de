import { defineCatalogue } from '@site/i18n/catalogue';
import { STATE_INSURER } from '../../content/state-insurer';

const INSURER = STATE_INSURER.name;

/**
 * The guidance for policyholders who received a letter from the state-backed insurer (seed 001 §2, §9): the
 * facts of §9 written as guidance. Figures are the spec's, the same in both languages (guidance-content.test.ts
 * checks it); the page says where to confirm them. The insurer's name is a proper name, the same in Spanish.
 */
export const GUIDANCE_TEXT = defineCatalogue(
  'state-insurer-guidance',
  {
    title: 'Citizens Policyholder Help',
    eyebrow: 'Customer Service',
    intro: `Got a letter from ${INSURER}? Find your letter below to learn what it means, what to do, and by when.`,
    'banner.text': `${INSURER} answers common questions about its letters on its own site.`,
    'banner.linkLabel': `${INSURER} Q&A`,
    tabsLabel: 'Kinds of letter',
    whatToDo: 'What to do',
    getStarted: 'Get Started',
    /** The Get Started button's name, read aloud: what it starts. */
    getStartedFor: 'Get Started: {upload}',
    'depopulation.label': 'Policy Depopulation',
    'depopulation.heading': 'A private insurer offered to take over your policy',
    'depopulation.paragraph1': `${INSURER} is the insurer of last resort in Florida, and the state asks it to move policies to private insurers when they make an offer. This is called depopulation. Your letter names the company that offered to take your policy and the premium it quoted.`,
    'depopulation.paragraph2': `Compare the offer with your ${INSURER} renewal premium for similar coverage. If the private offer is no more than 20% above your renewal premium, it is worth considering seriously: Florida law may then no longer let you stay with ${INSURER}.`,
    'depopulation.paragraph3':
      'You have more than 48 hours to register your choice; the deadline is in your letter. Do not let it pass: if you do nothing, your policy may move to the new insurer.',
    'depopulation.step1': 'Find the offer and the deadline in your letter.',
    'depopulation.step2': 'Compare the premium and coverage with your renewal.',
    'depopulation.step3': 'Call us before the deadline and we will compare them with you.',
    'residency.label': 'Proof of Residency',
    'residency.heading': 'You were asked to prove the home is your primary residence',
    'residency.paragraph1': `${INSURER} may ask you to show that the insured home is where you live most of the year. Send proof by the date in your letter so your coverage and rate are not changed.`,
    'residency.paragraph2':
      'A lease counts as proof of residency if it was signed (executed) in the past 12 months. Your letter lists the other documents it accepts.',
    'residency.step1': 'Get a copy of your proof, for example a lease signed in the past 12 months.',
    'residency.step2': 'Upload it here, or take a photo of it with your phone.',
    'residency.step3': 'Sign it electronically: we send it on for you.',
    'residency.upload': 'Upload proof of residency',
    'residency.form': 'No lease? Download our Policyholder Affirmation Form (PDF), sign it and upload it here.',
    'flood.label': 'Proof of Flood Coverage',
    'flood.heading': 'You were asked to show that you carry flood insurance',
    'flood.paragraph1': `Florida law now requires ${INSURER} policyholders to carry flood insurance, phased in: from January 1, 2024 for properties of $600,000 or more, and for all properties by 2027.`,
    'flood.paragraph2':
      'The flood policy must carry at least $250,000 of dwelling coverage and $100,000 of personal property coverage. If you do not have flood insurance yet, we can quote it.',
    'flood.step1': 'Find your flood policy’s declarations page, or the flood affirmation form.',
    'flood.step2': 'Upload it here, or take a photo of it with your phone.',
    'flood.step3': 'Sign it electronically: we send it on for you.',
    'flood.upload': 'Upload flood coverage affirmation',
  },
  {
    title: 'Ayuda para titulares de pólizas de Citizens',
    eyebrow: 'Servicio al cliente',
    intro: `¿Recibió una carta de ${INSURER}? Busque su carta abajo para saber qué significa, qué debe hacer y para cuándo.`,
    'banner.text': `${INSURER} responde en su propio sitio web las preguntas más comunes sobre sus cartas.`,
    'banner.linkLabel': `Preguntas y respuestas de ${INSURER}`,
    tabsLabel: 'Tipos de carta',
    whatToDo: 'Qué debe hacer',
    getStarted: 'Comenzar',
    getStartedFor: 'Comenzar: {upload}',
    'depopulation.label': 'Despoblación de pólizas',
    'depopulation.heading': 'Una aseguradora privada ofreció quedarse con su póliza',
    'depopulation.paragraph1': `${INSURER} es la aseguradora de último recurso en Florida, y el estado le pide que pase pólizas a aseguradoras privadas cuando estas hacen una oferta. Esto se llama despoblación (en inglés, “depopulation”). Su carta indica la compañía que ofreció quedarse con su póliza y la prima que cotizó.`,
    'depopulation.paragraph2': `Compare la oferta con su prima de renovación de ${INSURER} para una cobertura similar. Si la oferta privada no es más de un 20% mayor que su prima de renovación, vale la pena considerarla seriamente: en ese caso, es posible que la ley de Florida ya no le permita quedarse con ${INSURER}.`,
    'depopulation.paragraph3':
      'Tiene más de 48 horas para registrar su decisión; la fecha límite aparece en su carta. No deje pasar esa fecha: si no hace nada, su póliza podría pasar a la nueva aseguradora.',
    'depopulation.step1': 'Busque en su carta la oferta y la fecha límite.',
    'depopulation.step2': 'Compare la prima y la cobertura con las de su renovación.',
    'depopulation.step3': 'Llámenos antes de la fecha límite y las compararemos con usted.',
    'residency.label': 'Prueba de residencia',
    'residency.heading': 'Le pidieron demostrar que la vivienda es su residencia principal',
    'residency.paragraph1': `${INSURER} puede pedirle que demuestre que la vivienda asegurada es donde usted vive la mayor parte del año. Envíe la prueba a más tardar en la fecha que indica su carta para que no cambien su cobertura ni su tarifa.`,
    'residency.paragraph2':
      'Un contrato de alquiler sirve como prueba de residencia si se firmó (formalizó) en los últimos 12 meses. Su carta indica los demás documentos que se aceptan.',
    'residency.step1': 'Consiga una copia de su prueba de residencia, por ejemplo, un contrato de alquiler firmado en los últimos 12 meses.',
    'residency.step2': 'Suba el documento aquí o tómele una foto con su teléfono.',
    'residency.step3': 'Fírmelo electrónicamente: nosotros lo enviamos por usted.',
    'residency.upload': 'Subir prueba de residencia',
    'residency.form':
      '¿No tiene contrato de alquiler? Descargue nuestro Formulario de Declaración del Titular de la Póliza (PDF, en inglés), fírmelo y súbalo aquí.',
    'flood.label': 'Prueba de cobertura contra inundaciones',
    'flood.heading': 'Le pidieron demostrar que tiene seguro contra inundaciones',
    'flood.paragraph1': `La ley de Florida ahora exige que los titulares de pólizas de ${INSURER} tengan seguro contra inundaciones, de forma gradual: desde el 1 de enero de 2024 para propiedades de $600,000 o más, y para todas las propiedades a más tardar en 2027.`,
    'flood.paragraph2':
      'La póliza de inundación debe incluir al menos $250,000 de cobertura de vivienda y $100,000 de cobertura de bienes personales. Si todavía no tiene seguro contra inundaciones, podemos cotizárselo.',
    'flood.step1': 'Busque la página de declaraciones de su póliza de inundación o el formulario de declaración de cobertura contra inundaciones.',
    'flood.step2': 'Suba el documento aquí o tómele una foto con su teléfono.',
    'flood.step3': 'Fírmelo electrónicamente: nosotros lo enviamos por usted.',
    'flood.upload': 'Subir declaración de cobertura contra inundaciones',
  },
);

type GuidanceKey = keyof typeof GUIDANCE_TEXT.en & string;

export type GuidanceTab = {
  value: string;
  label: GuidanceKey;
  heading: GuidanceKey;
  paragraphs: readonly GuidanceKey[];
  steps: readonly GuidanceKey[];
  /** Where its Get Started button leads (the upload page of this form type), and the button's name. */
  upload: { formType: string; label: GuidanceKey } | null;
  /** Our own form that proves it, to download. */
  form: { slug: string; text: GuidanceKey } | null;
};

/** The three kinds of letter, as tabs: each with what it means and what to do; the last two lead to the upload and signing flow. */
export const GUIDANCE_TABS: readonly GuidanceTab[] = [
  {
    value: 'depopulation',
    label: 'depopulation.label',
    heading: 'depopulation.heading',
    paragraphs: ['depopulation.paragraph1', 'depopulation.paragraph2', 'depopulation.paragraph3'],
    steps: ['depopulation.step1', 'depopulation.step2', 'depopulation.step3'],
    upload: null,
    form: null,
  },
  {
    value: 'residency',
    label: 'residency.label',
    heading: 'residency.heading',
    paragraphs: ['residency.paragraph1', 'residency.paragraph2'],
    steps: ['residency.step1', 'residency.step2', 'residency.step3'],
    upload: { formType: 'proofofresidency', label: 'residency.upload' },
    /** Our own form that proves residency, for a policyholder without a recent lease. */
    form: { slug: 'primary-residence-affirmation', text: 'residency.form' },
  },
  {
    value: 'flood',
    label: 'flood.label',
    heading: 'flood.heading',
    paragraphs: ['flood.paragraph1', 'flood.paragraph2'],
    steps: ['flood.step1', 'flood.step2', 'flood.step3'],
    upload: { formType: 'floodaffirmation', label: 'flood.upload' },
    form: null,
  },
];
