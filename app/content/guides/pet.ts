import { defineCatalogue } from '@site/i18n/catalogue';
import { withGuideDefaults, type ProductGuideInput } from './guide-content';
import { guideMessages, spanishGuide, type Words } from './guide-words';

const english = {
  type: 'petinsurance',
  productName: 'Pet',
  summary:
    'Say yes to the treatment your dog or cat needs without worrying about the bill. Learn how pet insurance works, what it covers and how to choose a plan.',
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'types', title: 'Types of Plans' },
    { id: 'coverage', title: 'What It Covers' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'How It Works' },
    { id: 'good-to-know', title: 'Good to Know' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Pet Insurance?',
    paragraphs: [
      'Pet insurance pays back part of your veterinary bills when your pet is injured or gets sick. An emergency surgery, a cancer treatment or a chronic condition such as diabetes can cost thousands of dollars; a policy lets you choose care based on what your pet needs rather than what you can pay that day.',
      'Pet insurance works differently from health insurance for people. You can usually visit any licensed veterinarian, pay the bill yourself, and then send a claim to the insurer, which reimburses you a share of the cost after your deductible.',
      'Most plans cover dogs and cats, and some also cover birds, rabbits and other exotic pets. Buying while your pet is young and healthy gives the widest coverage, because conditions that start before coverage are generally excluded.',
    ],
  },
  typesListTitle: 'Types of Pet Insurance Plans',
  typesList: [
    {
      title: 'Accident and illness',
      description:
        'The most popular and most complete option. Covers injuries and illnesses, from swallowed socks and broken bones to infections, cancer and hereditary conditions.',
    },
    { title: 'Accident only', description: 'A lower-cost plan that covers injuries such as cuts, bites, poisoning and broken bones, but not illnesses.' },
    {
      title: 'Wellness or routine care add-on',
      description:
        'Optional cover for predictable costs: annual exams, vaccinations, flea and tick prevention, and sometimes dental cleanings. It pays set amounts per service.',
    },
  ],
  coverageTitle: 'What Does Pet Insurance Cover?',
  coverageIntro: 'An accident and illness plan typically covers diagnosis and treatment of new conditions, including:',
  coverageItems: [
    { title: 'Accidents and injuries', description: 'Broken bones, cuts, bite wounds, swallowed objects and poisoning.' },
    { title: 'Illnesses', description: 'Infections, digestive problems, allergies, ear and eye conditions.' },
    { title: 'Serious and chronic conditions', description: "Cancer, diabetes, kidney and heart disease, often for the rest of your pet's life." },
    { title: 'Emergency and specialist care', description: 'Emergency visits, hospital stays and referrals to veterinary specialists.' },
    { title: 'Diagnostics', description: 'Blood tests, X-rays, ultrasounds, MRIs and other tests.' },
    { title: 'Surgery and prescriptions', description: 'Surgery, anesthesia and prescription medications.' },
  ],
  notCovered: [
    'Pre-existing conditions: illnesses or injuries that showed signs before coverage began or during a waiting period',
    'Routine and preventive care, unless you add a wellness plan',
    'Elective procedures such as cosmetic surgery, and breeding or pregnancy costs',
    'Some plans exclude or limit dental illness, behavioral therapy or exam fees: check before you buy',
  ],
  bestRateTips: [
    'Enroll early: Premiums are lowest for young pets, and buying before any health problem shows up keeps more conditions covered.',
    'Balance deductible and reimbursement: A higher annual deductible or a lower reimbursement rate, such as 70 percent instead of 90 percent, lowers the monthly premium.',
    'Choose a realistic annual limit: An unlimited plan costs more. A limit of $5,000 to $10,000 a year covers most serious illnesses for many pets.',
    'Insure more than one pet: Many insurers offer a multi-pet discount of around 5 to 10 percent.',
    "Skip wellness add-ons you will not use: Compare the add-on's price with what you actually spend on routine care each year.",
    'Ask about other discounts: Some insurers discount for paying annually, for spayed or neutered pets, or through employers and membership groups.',
  ],
  briefGuide: {
    title: 'How Pet Insurance Works',
    intro: 'Most pet insurance plans follow the same reimbursement model.',
    steps: [
      'Choose your plan: Pick a deductible, a reimbursement rate (commonly 70, 80 or 90 percent) and an annual limit.',
      'Wait out the waiting periods: Coverage for accidents usually starts after a few days and for illnesses after about two weeks; some orthopedic conditions have longer waits.',
      'Visit any licensed vet: Take your pet to your own vet, an emergency clinic or a specialist, and pay the bill as usual.',
      'Send your claim: Submit the invoice and medical records, often by photo in an app.',
      'Get reimbursed: After your deductible, the insurer pays your reimbursement rate of the covered costs, usually by direct deposit.',
    ],
  },
  additionalInfo: {
    title: 'Good to Know Before You Choose',
    overview: 'Read the details of a plan before you choose it. These are the points that differ most between insurers.',
    sections: [
      {
        title: 'Pre-existing conditions',
        paragraphs: [
          'Conditions that showed signs before your coverage began are generally not covered. Some insurers treat curable conditions, such as an ear infection, as covered again after a symptom-free period, often 12 months. Ask how each insurer defines a pre-existing condition.',
        ],
      },
      {
        title: 'Annual or per-incident deductibles',
        paragraphs: [
          'Most plans use an annual deductible: you meet it once a year, however many times your pet visits the vet. Others apply a deductible to each condition, which can cost more if your pet has several problems.',
        ],
      },
      {
        title: 'Premiums and age',
        paragraphs: [
          "Premiums usually rise as your pet grows older, and some insurers stop offering new policies to senior pets. Ask how a plan's price changes with age before you enroll.",
        ],
      },
    ],
  },
  pricingFactors: {
    title: 'What Affects the Price of Pet Insurance?',
    description: "Pet insurance premiums reflect the likely cost of your pet's care and the plan you choose.",
    factors: [
      {
        title: 'Species and breed',
        description: 'Dogs cost more to insure than cats; large breeds and breeds prone to hereditary conditions cost more.',
        icon: 'dog',
      },
      { title: 'Age', description: 'Older pets need more care, so premiums rise with age.', icon: 'calendar' },
      { title: 'Where you live', description: 'Veterinary costs vary widely from one city and state to another.', icon: 'map-pin' },
      { title: 'Plan type', description: 'Accident-only plans cost least; wellness add-ons cost more.', icon: 'clipboard' },
      {
        title: 'Deductible, reimbursement and limit',
        description: 'Lower deductibles, higher reimbursement rates and higher limits all raise the premium.',
        icon: 'cash',
      },
    ],
  },
  questions: [
    {
      question: 'Does pet insurance cover pre-existing conditions?',
      answer: [
        'Generally not. Illnesses or injuries that showed signs before your coverage began, or during a waiting period, are excluded.',
        'Some insurers cover curable conditions, such as an ear infection, again after a symptom-free period, often 12 months. Ask how each insurer defines a pre-existing condition.',
      ],
    },
    {
      question: 'Can I take my pet to my own vet?',
      answer: [
        'Usually, yes. Most plans let you visit any licensed veterinarian, including emergency clinics and specialists.',
        'You pay the bill at the visit and send the invoice to the insurer, which reimburses your share of the covered costs after your deductible.',
      ],
    },
    {
      question: 'How soon does pet insurance start covering my pet?',
      answer: [
        'After its waiting periods, which vary by insurer: usually a few days for accidents and about two weeks for illnesses, and longer for some orthopedic conditions.',
        'Anything that happens or shows signs during a waiting period is usually treated as pre-existing, so it pays to enroll before your pet needs care.',
      ],
    },
    {
      question: 'Does pet insurance pay for vaccinations and checkups?',
      answer: [
        'Not usually. Accident and illness plans leave out routine and preventive care.',
        'A wellness add-on pays set amounts for checkups, vaccinations and flea and tick prevention. It is worth having only if it costs less than you would spend on that care anyway.',
      ],
    },
  ],
  ctaText:
    'Look after every member of the family. Ask us about pet insurance alongside your home and auto coverage, and we will compare plans from top-rated insurers.',
} satisfies ProductGuideInput;

/** The pet insurance guide (/products/petinsurance). */
export const petGuide = withGuideDefaults(english);

/** The same guide in Spanish: its words only (guide-words.ts); guides-in-spanish.test.ts checks its figures against the English. */
const spanish: Words<typeof english> = {
  productName: 'Seguro para mascotas',
  summary:
    'Dígale que sí al tratamiento que necesita su perro o su gato sin preocuparse por la cuenta. Conozca cómo funciona el seguro para mascotas, qué cubre y cómo elegir un plan.',
  sections: [
    { title: 'Resumen' },
    { title: 'Tipos de planes' },
    { title: 'Qué cubre' },
    { title: 'Cómo conseguir la mejor tarifa' },
    { title: 'Cómo funciona' },
    { title: 'Conviene saber' },
    { title: 'Factores del precio' },
    { title: 'Preguntas frecuentes' },
    { title: 'Productos relacionados' },
  ],
  introData: {
    title: '¿Qué es el seguro para mascotas?',
    paragraphs: [
      'El seguro para mascotas le devuelve una parte de sus cuentas del veterinario cuando su mascota se lastima o se enferma. Una cirugía de emergencia, un tratamiento contra el cáncer o una enfermedad crónica como la diabetes pueden costar miles de dólares; una póliza le permite elegir la atención según lo que su mascota necesita y no según lo que usted puede pagar ese día.',
      'El seguro para mascotas funciona de forma distinta al seguro de salud para personas. Por lo general puede ir a cualquier veterinario con licencia, pagar usted mismo la cuenta y luego enviar un reclamo a la aseguradora, que le reembolsa una parte del costo después de su deducible.',
      'La mayoría de los planes cubren perros y gatos, y algunos también cubren aves, conejos y otras mascotas exóticas. Comprarlo mientras su mascota es joven y está sana le da la cobertura más amplia, porque las enfermedades que empiezan antes de la cobertura por lo general quedan excluidas.',
    ],
  },
  typesListTitle: 'Tipos de planes de seguro para mascotas',
  typesList: [
    {
      title: 'Accidentes y enfermedades',
      description:
        'La opción más popular y más completa. Cubre lesiones y enfermedades, desde calcetines tragados y huesos rotos hasta infecciones, cáncer y enfermedades hereditarias.',
    },
    {
      title: 'Solo accidentes',
      description: 'Un plan de menor costo que cubre lesiones como cortaduras, mordeduras, envenenamientos y huesos rotos, pero no enfermedades.',
    },
    {
      title: 'Complemento de bienestar o cuidado de rutina',
      description:
        'Una cobertura opcional para gastos previsibles: los exámenes anuales, las vacunas, la prevención de pulgas y garrapatas y, a veces, las limpiezas dentales. Paga cantidades fijas por cada servicio.',
    },
  ],
  coverageTitle: '¿Qué cubre el seguro para mascotas?',
  coverageIntro: 'Un plan de accidentes y enfermedades suele cubrir el diagnóstico y el tratamiento de enfermedades nuevas, por ejemplo:',
  coverageItems: [
    { title: 'Accidentes y lesiones', description: 'Huesos rotos, cortaduras, heridas por mordedura, objetos tragados y envenenamientos.' },
    { title: 'Enfermedades', description: 'Infecciones, problemas digestivos, alergias y enfermedades de los oídos y de los ojos.' },
    {
      title: 'Enfermedades graves y crónicas',
      description: 'Cáncer, diabetes y enfermedades de los riñones y del corazón, a menudo por el resto de la vida de su mascota.',
    },
    {
      title: 'Atención de emergencia y de especialistas',
      description: 'Las visitas de emergencia, las estadías en el hospital y las remisiones a veterinarios especialistas.',
    },
    { title: 'Diagnóstico', description: 'Análisis de sangre, radiografías, ultrasonidos, resonancias magnéticas y otras pruebas.' },
    { title: 'Cirugía y medicamentos recetados', description: 'La cirugía, la anestesia y los medicamentos recetados.' },
  ],
  notCovered: [
    'Las enfermedades preexistentes: enfermedades o lesiones que mostraron señales antes de que empezara la cobertura o durante un período de espera',
    'El cuidado de rutina y preventivo, a menos que agregue un plan de bienestar',
    'Los procedimientos opcionales, como la cirugía estética, y los gastos de cría o de embarazo',
    'Algunos planes excluyen o limitan las enfermedades dentales, la terapia de conducta o el costo de las consultas: revíselo antes de comprar',
  ],
  bestRateTips: [
    'Inscríbala temprano: Las primas son más bajas para las mascotas jóvenes, y comprar antes de que aparezca cualquier problema de salud mantiene cubiertas más enfermedades.',
    'Equilibre el deducible y el reembolso: Un deducible anual más alto o un porcentaje de reembolso más bajo, como el 70 por ciento en lugar del 90 por ciento, reduce la prima mensual.',
    'Elija un límite anual realista: Un plan sin límite cuesta más. Un límite de $5,000 a $10,000 al año cubre la mayoría de las enfermedades graves de muchas mascotas.',
    'Asegure a más de una mascota: Muchas aseguradoras ofrecen un descuento por varias mascotas de alrededor del 5 al 10 por ciento.',
    'Prescinda de los complementos de bienestar que no va a usar: Compare el precio del complemento con lo que de verdad gasta cada año en el cuidado de rutina.',
    'Pregunte por otros descuentos: Algunas aseguradoras dan descuentos por pagar una vez al año, por mascotas esterilizadas o castradas, o a través de empleadores y asociaciones.',
  ],
  briefGuide: {
    title: 'Cómo funciona el seguro para mascotas',
    intro: 'La mayoría de los planes de seguro para mascotas siguen el mismo modelo de reembolso.',
    steps: [
      'Elija su plan: Elija un deducible, un porcentaje de reembolso (por lo general el 70, el 80 o el 90 por ciento) y un límite anual.',
      'Cumpla los períodos de espera: La cobertura de accidentes suele empezar después de unos días y la de enfermedades después de unas dos semanas; algunas enfermedades ortopédicas tienen esperas más largas.',
      'Vaya a cualquier veterinario con licencia: Lleve a su mascota a su propio veterinario, a una clínica de emergencia o a un especialista, y pague la cuenta como siempre.',
      'Envíe su reclamo: Presente la factura y el expediente médico, a menudo con una foto en una aplicación.',
      'Reciba su reembolso: Después de su deducible, la aseguradora paga su porcentaje de reembolso de los costos cubiertos, por lo general por depósito directo.',
    ],
  },
  additionalInfo: {
    title: 'Conviene saber antes de elegir',
    overview: 'Lea los detalles de un plan antes de elegirlo. Estos son los puntos que más cambian de una aseguradora a otra.',
    sections: [
      {
        title: 'Enfermedades preexistentes',
        paragraphs: [
          'Por lo general no se cubren las enfermedades que mostraron señales antes de que empezara su cobertura. Algunas aseguradoras vuelven a cubrir las enfermedades curables, como una infección de oído, después de un período sin síntomas, a menudo de 12 meses. Pregunte cómo define cada aseguradora una enfermedad preexistente.',
        ],
      },
      {
        title: 'Deducibles anuales o por incidente',
        paragraphs: [
          'La mayoría de los planes usan un deducible anual: lo cubre una vez al año, sin importar cuántas veces vaya su mascota al veterinario. Otros aplican un deducible a cada enfermedad, lo que puede costar más si su mascota tiene varios problemas.',
        ],
      },
      {
        title: 'Las primas y la edad',
        paragraphs: [
          'Las primas suelen subir a medida que su mascota envejece, y algunas aseguradoras dejan de ofrecer pólizas nuevas a las mascotas mayores. Antes de inscribirla, pregunte cómo cambia el precio de un plan con la edad.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: '¿Qué influye en el precio del seguro para mascotas?',
    description: 'Las primas del seguro para mascotas reflejan el costo probable de la atención de su mascota y el plan que usted elija.',
    factors: [
      {
        title: 'Especie y raza',
        description: 'Asegurar a un perro cuesta más que asegurar a un gato; las razas grandes y las propensas a enfermedades hereditarias cuestan más.',
      },
      { title: 'Edad', description: 'Las mascotas mayores necesitan más atención, así que las primas suben con la edad.' },
      { title: 'Dónde vive', description: 'Los costos veterinarios varían mucho de una ciudad y de un estado a otro.' },
      { title: 'Tipo de plan', description: 'Los planes de solo accidentes son los que menos cuestan; los complementos de bienestar cuestan más.' },
      {
        title: 'Deducible, reembolso y límite',
        description: 'Los deducibles más bajos, los porcentajes de reembolso más altos y los límites más altos suben la prima.',
      },
    ],
  },
  questions: [
    {
      question: '¿El seguro para mascotas cubre las enfermedades preexistentes?',
      answer: [
        'Por lo general, no. Se excluyen las enfermedades o lesiones que mostraron señales antes de que empezara su cobertura o durante un período de espera.',
        'Algunas aseguradoras vuelven a cubrir las enfermedades curables, como una infección de oído, después de un período sin síntomas, a menudo de 12 meses. Pregunte cómo define cada aseguradora una enfermedad preexistente.',
      ],
    },
    {
      question: '¿Puedo llevar a mi mascota a mi propio veterinario?',
      answer: [
        'Por lo general, sí. La mayoría de los planes le permiten ir a cualquier veterinario con licencia, incluidas las clínicas de emergencia y los especialistas.',
        'Usted paga la cuenta en la visita y envía la factura a la aseguradora, que le reembolsa su parte de los costos cubiertos después de su deducible.',
      ],
    },
    {
      question: '¿Cuándo empieza el seguro para mascotas a cubrir a mi mascota?',
      answer: [
        'Después de sus períodos de espera, que varían según la aseguradora: por lo general unos días para los accidentes y unas dos semanas para las enfermedades, y más tiempo para algunas enfermedades ortopédicas.',
        'Lo que ocurra o muestre señales durante un período de espera suele tratarse como preexistente, así que conviene inscribir a su mascota antes de que necesite atención.',
      ],
    },
    {
      question: '¿El seguro para mascotas paga las vacunas y los chequeos?',
      answer: [
        'Por lo general, no. Los planes de accidentes y enfermedades no incluyen el cuidado de rutina ni el preventivo.',
        'Un complemento de bienestar paga cantidades fijas por los chequeos, las vacunas y la prevención de pulgas y garrapatas. Solo vale la pena si cuesta menos de lo que gastaría de todos modos en esa atención.',
      ],
    },
  ],
  ctaText:
    'Cuide a todos los miembros de la familia. Pregúntenos por el seguro para mascotas junto con la cobertura de su hogar y de su auto, y compararemos planes de aseguradoras de primer nivel.',
};

/** The pet guide's words in English and Spanish, as its page shows them (guide-words.ts). */
export const PET_GUIDE_TEXT = defineCatalogue('guide-pet', guideMessages(petGuide), guideMessages(spanishGuide(english, spanish)));
