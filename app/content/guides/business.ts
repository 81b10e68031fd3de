import { defineCatalogue } from '@site/i18n/catalogue';
import { withGuideDefaults, type ProductGuideInput } from './guide-content';
import { guideMessages, spanishGuide, type Words } from './guide-words';

const english = {
  type: 'businessinsurance',
  productName: 'Business',
  summary:
    'Protect the business you have built from lawsuits, property damage and the unexpected. Learn which commercial coverages a business needs and what they cost.',
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'coverage', title: 'Core Coverages' },
    { id: 'types', title: 'Coverage by Business' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'Buying Guide' },
    { id: 'good-to-know', title: 'Good to Know' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Business Insurance?',
    paragraphs: [
      'Business insurance, also called commercial insurance, is a set of policies that protect a company from the financial cost of lawsuits, accidents, property damage and interruptions. A single claim, such as a customer slipping in your shop or a fire in your workshop, can cost more than a small business earns in a year.',
      "Some coverage is required: most states require workers' compensation once you have employees, and every business vehicle needs commercial auto liability. Landlords, lenders and clients also often require proof of insurance before they sign a lease, a loan or a contract.",
      'Every business is different, so the right combination depends on what you do, where you do it and how many people work for you. A licensed agent can put together coverage that fits and compare prices from several insurers.',
    ],
  },
  coverageTitle: 'Core Business Insurance Coverages',
  coverageIntro: 'Most businesses build their protection from these policies.',
  coverageItems: [
    {
      title: 'General liability',
      description:
        "Injuries to customers and visitors, damage to other people's property, and advertising injury such as libel or copyright claims, including legal defense.",
    },
    {
      title: 'Commercial property',
      description: 'Your building, equipment, inventory, furniture and fixtures against fire, theft, storms and other covered perils.',
    },
    {
      title: "Business owner's policy (BOP)",
      description:
        'General liability and commercial property packaged together, usually with business interruption, at a lower price than buying them separately. Designed for small and mid-sized businesses.',
    },
    {
      title: "Workers' compensation",
      description:
        'Medical care and lost wages for employees injured or made ill by their work, and protection from related lawsuits. Required in most states once you have employees.',
    },
    {
      title: 'Commercial auto',
      description: 'Liability and physical damage for vehicles your business owns or uses. Personal auto policies usually exclude business use.',
    },
    {
      title: 'Business interruption',
      description: 'Lost income and ongoing expenses, such as payroll and rent, while a covered loss keeps your business closed.',
    },
  ],
  notCovered: [
    "Injuries to your own employees under general liability: that is what workers' compensation is for",
    'Mistakes in professional advice or services, which need professional liability coverage',
    'Vehicles, which need commercial auto coverage',
    'Flood and earthquake damage to business property, unless added separately',
    'Intentional acts, fines and penalties',
  ],
  typesListTitle: 'Coverage for Specific Risks',
  typesList: [
    {
      title: 'Professional liability (errors and omissions)',
      description: 'For businesses that give advice or services: claims that a mistake, oversight or missed deadline cost a client money.',
    },
    {
      title: 'Cyber liability',
      description: 'The cost of a data breach or ransomware attack: notifying customers, restoring systems, legal costs and lost income.',
    },
    { title: 'Employment practices liability', description: 'Claims from employees or applicants of discrimination, harassment or wrongful termination.' },
    { title: 'Commercial umbrella', description: "Extra liability limits above your general liability, commercial auto and employer's liability policies." },
    {
      title: 'Inland marine',
      description: "Tools, equipment and goods in transit or kept away from your premises, such as a contractor's equipment on a job site.",
    },
    { title: 'Surety bonds', description: 'Guarantees required by many licenses and contracts that you will perform the work as agreed.' },
  ],
  bestRateTips: [
    "Start with a business owner's policy: If your business qualifies, a BOP bundles liability and property coverage for less than separate policies.",
    'Describe your business accurately: Your industry classification drives the rate. An accurate description avoids paying for riskier work than you do, and avoids a denied claim.',
    'Invest in safety: A written safety program, staff training, alarms, sprinklers and security cameras lower both claims and premiums.',
    "Manage your workers' compensation: Classify each employee correctly and help injured workers return to work safely; both improve your experience rating over time.",
    'Choose sensible deductibles: A higher deductible lowers the premium on property and auto coverage.',
    'Pay annually when you can: Paying the full premium up front avoids installment fees.',
    'Review your coverage every year: As revenue, payroll and equipment change, update your policies so you are neither underinsured nor overpaying.',
  ],
  briefGuide: {
    title: 'How to Buy Business Insurance',
    intro: 'Have your business details ready: what you do, your revenue, payroll, number of employees, locations, vehicles and any past claims.',
    steps: [
      'List your risks: Think about who could sue you, what property you could lose and what would stop you from operating.',
      'Check what is required: Your state, your landlord, your lender and your clients may each require certain coverage or limits.',
      "Choose your core policies: Most small businesses start with a BOP or general liability, then add workers' compensation and commercial auto as needed.",
      'Add coverage for your industry: Professional, cyber or employment practices liability may matter as much as property coverage.',
      'Compare quotes: We compare offers from several commercial insurers and explain the differences in coverage as well as price.',
    ],
  },
  additionalInfo: {
    title: 'Good to Know',
    overview: 'Two details of commercial policies that often surprise business owners.',
    sections: [
      {
        title: 'Occurrence and claims-made policies',
        paragraphs: [
          'General liability policies are usually written on an occurrence basis: they cover incidents that happen while the policy is in force, even if the claim comes years later. Professional liability policies are often claims-made: they cover claims made while the policy is in force, so keep that coverage continuous, and ask about tail coverage if you close the business or change insurers.',
        ],
      },
      {
        title: 'Premium audits',
        paragraphs: [
          "Workers' compensation and some general liability premiums are based on your estimated payroll or sales. After the policy year the insurer checks the actual figures and bills or refunds the difference, so keep your estimates realistic and your records in order.",
        ],
      },
    ],
  },
  pricingFactors: {
    title: 'What Affects the Price of Business Insurance?',
    description: 'Commercial premiums reflect how risky your work is and how large your business is. These factors count most.',
    factors: [
      { title: 'Industry and operations', description: 'A roofer faces more risk than an accountant, and pays accordingly.', icon: 'store' },
      { title: 'Payroll and employees', description: "Workers' compensation is priced per $100 of payroll for each job class.", icon: 'users' },
      { title: 'Revenue and size', description: 'Larger sales and more locations mean more exposure to claims.', icon: 'cash' },
      { title: 'Location', description: 'Local weather, crime, building costs and state laws.', icon: 'map-pin' },
      { title: 'Claims history', description: 'Past losses, and how the business has handled them.', icon: 'receipt' },
      { title: 'Limits and deductibles', description: 'The amount of protection you choose and the part of each loss you keep.', icon: 'shield' },
    ],
  },
  questions: [
    {
      question: 'Do I need business insurance if I have no employees?',
      answer: [
        "Usually, yes. Workers' compensation may not be required, but a one-person business can still be sued by a customer, lose its equipment or inventory, or be asked for proof of insurance by a landlord or client.",
        "General liability or a business owner's policy is where most one-person businesses start.",
      ],
    },
    {
      question: 'Does a home-based business need its own insurance?',
      answer: [
        'Usually, yes. Homeowners policies offer little or no cover for business equipment and exclude most business liability.',
        'Depending on your business, a home business endorsement, an in-home business policy or a BOP can fill the gap.',
      ],
    },
    {
      question: 'What is a certificate of insurance?',
      answer: [
        'A certificate of insurance is a one-page summary that proves your coverage to a client, landlord or general contractor.',
        'Your agent can issue one quickly, and may add the client as an additional insured when a contract requires it.',
      ],
    },
    {
      question: 'Are independent contractors covered?',
      answer: [
        "Not automatically. Ask contractors you hire for their own certificates of insurance, because your workers' compensation insurer may charge you for uninsured subcontractors at audit.",
      ],
    },
    {
      question: 'Does my personal auto policy cover driving for work?',
      answer: [
        'Only in part. A personal auto policy usually covers commuting, but often excludes vehicles owned by the business or used mainly for work, and carrying goods or people for a fee.',
        'If you or your employees drive for the business, ask us whether you need commercial auto coverage, or hired and non-owned auto coverage for personal and rented cars used for work.',
      ],
    },
  ],
  ctaText:
    "Bundle your business coverages in one policy and save. A business owner's policy combines liability, property and business interruption coverage for less than buying them one by one; we compare offers from commercial insurers for you.",
} satisfies ProductGuideInput;

/** The business (commercial) insurance guide (/products/businessinsurance). */
export const businessGuide = withGuideDefaults(english);

/** The same guide in Spanish: its words only (guide-words.ts); guides-in-spanish.test.ts checks its figures against the English. */
const spanish: Words<typeof english> = {
  productName: 'Seguro comercial',
  summary:
    'Proteja el negocio que ha construido contra demandas, daños a la propiedad e imprevistos. Conozca qué coberturas comerciales necesita un negocio y cuánto cuestan.',
  sections: [
    { title: 'Resumen' },
    { title: 'Coberturas básicas' },
    { title: 'Coberturas según el negocio' },
    { title: 'Cómo conseguir la mejor tarifa' },
    { title: 'Guía de compra' },
    { title: 'Conviene saber' },
    { title: 'Factores del precio' },
    { title: 'Preguntas frecuentes' },
    { title: 'Productos relacionados' },
  ],
  introData: {
    title: '¿Qué es el seguro comercial?',
    paragraphs: [
      'El seguro comercial, también llamado seguro para negocios, es un conjunto de pólizas que protegen a una empresa del costo económico de demandas, accidentes, daños a la propiedad e interrupciones. Un solo reclamo, como un cliente que se resbala en su tienda o un incendio en su taller, puede costar más de lo que un negocio pequeño gana en un año.',
      'Algunas coberturas son obligatorias: la mayoría de los estados exigen la compensación para trabajadores en cuanto usted tiene empleados, y todo vehículo del negocio necesita responsabilidad civil de auto comercial. Los dueños de locales, los prestamistas y los clientes también suelen pedir una constancia de seguro antes de firmar un contrato de arrendamiento, un préstamo o un contrato.',
      'Cada negocio es distinto, así que la combinación adecuada depende de lo que usted hace, de dónde lo hace y de cuántas personas trabajan para usted. Un agente con licencia puede armar la cobertura que le conviene y comparar precios de varias aseguradoras.',
    ],
  },
  coverageTitle: 'Coberturas básicas del seguro comercial',
  coverageIntro: 'La mayoría de los negocios arman su protección con estas pólizas.',
  coverageItems: [
    {
      title: 'Responsabilidad civil general',
      description:
        'Las lesiones de clientes y visitantes, los daños a la propiedad de otras personas y los daños por publicidad, como reclamos por difamación o por derechos de autor, incluida la defensa legal.',
    },
    {
      title: 'Propiedad comercial',
      description: 'Su edificio, equipos, inventario, muebles e instalaciones contra incendio, robo, tormentas y otros riesgos cubiertos.',
    },
    {
      title: 'Póliza para propietarios de negocios (BOP)',
      description:
        'La responsabilidad civil general y la propiedad comercial en un solo paquete, por lo general con interrupción del negocio, a un precio más bajo que si las compra por separado. Pensada para negocios pequeños y medianos.',
    },
    {
      title: 'Compensación para trabajadores',
      description:
        'La atención médica y los salarios perdidos de los empleados que se lesionan o se enferman por su trabajo, y protección contra las demandas relacionadas. Obligatoria en la mayoría de los estados en cuanto tiene empleados.',
    },
    {
      title: 'Auto comercial',
      description:
        'Responsabilidad civil y daños físicos para los vehículos que su negocio tiene o usa. Las pólizas de auto personales suelen excluir el uso para el negocio.',
    },
    {
      title: 'Interrupción del negocio',
      description: 'Los ingresos perdidos y los gastos que continúan, como la nómina y el alquiler, mientras una pérdida cubierta mantiene cerrado su negocio.',
    },
  ],
  notCovered: [
    'Las lesiones de sus propios empleados bajo la responsabilidad civil general: para eso está la compensación para trabajadores',
    'Los errores en asesoría o servicios profesionales, que necesitan una cobertura de responsabilidad civil profesional',
    'Los vehículos, que necesitan una cobertura de auto comercial',
    'Los daños por inundación y terremoto a los bienes del negocio, a menos que se agreguen aparte',
    'Los actos intencionales, las multas y las sanciones',
  ],
  typesListTitle: 'Coberturas para riesgos específicos',
  typesList: [
    {
      title: 'Responsabilidad civil profesional (errores y omisiones)',
      description: 'Para negocios que dan asesoría o servicios: reclamos de que un error, un descuido o un plazo incumplido le costó dinero a un cliente.',
    },
    {
      title: 'Responsabilidad civil cibernética',
      description:
        'El costo de una filtración de datos o de un ataque de ransomware: avisar a los clientes, restaurar los sistemas, los gastos legales y los ingresos perdidos.',
    },
    {
      title: 'Responsabilidad civil por prácticas laborales',
      description: 'Reclamos de empleados o solicitantes por discriminación, acoso o despido injustificado.',
    },
    {
      title: 'Responsabilidad civil adicional comercial (umbrella)',
      description:
        'Límites adicionales de responsabilidad civil por encima de sus pólizas de responsabilidad civil general, de auto comercial y de responsabilidad civil del empleador.',
    },
    {
      title: 'Transporte terrestre (inland marine)',
      description: 'Las herramientas, los equipos y la mercancía en tránsito o guardados fuera de su local, como los equipos de un contratista en una obra.',
    },
    {
      title: 'Fianzas',
      description: 'Garantías que exigen muchas licencias y contratos de que usted hará el trabajo según lo acordado.',
    },
  ],
  bestRateTips: [
    'Empiece con una póliza para propietarios de negocios: Si su negocio califica, una BOP combina la cobertura de responsabilidad civil y la de propiedad por menos que pólizas separadas.',
    'Describa su negocio con exactitud: La clasificación de su industria determina la tarifa. Una descripción exacta evita que pague por un trabajo más riesgoso que el que hace, y evita que le nieguen un reclamo.',
    'Invierta en seguridad: Un programa de seguridad por escrito, la capacitación del personal, las alarmas, los rociadores y las cámaras de seguridad reducen tanto los reclamos como las primas.',
    'Administre su compensación para trabajadores: Clasifique bien a cada empleado y ayude a los trabajadores lesionados a volver al trabajo de forma segura; ambas cosas mejoran su índice de experiencia con el tiempo.',
    'Elija deducibles razonables: Un deducible más alto reduce la prima de la cobertura de propiedad y de auto.',
    'Pague una vez al año cuando pueda: Pagar la prima completa por adelantado evita los cargos por pago a plazos.',
    'Revise su cobertura cada año: A medida que cambian los ingresos, la nómina y los equipos, actualice sus pólizas para no quedar con un seguro insuficiente ni pagar de más.',
  ],
  briefGuide: {
    title: 'Cómo comprar un seguro comercial',
    intro:
      'Tenga listos los datos de su negocio: qué hace, sus ingresos, su nómina, el número de empleados, los locales, los vehículos y cualquier reclamo anterior.',
    steps: [
      'Haga una lista de sus riesgos: Piense en quién podría demandarlo, qué bienes podría perder y qué le impediría operar.',
      'Averigüe qué es obligatorio: Su estado, el dueño de su local, su prestamista y sus clientes pueden exigir cada uno ciertas coberturas o límites.',
      'Elija sus pólizas básicas: La mayoría de los negocios pequeños empiezan con una BOP o con responsabilidad civil general, y luego agregan la compensación para trabajadores y el auto comercial según lo necesiten.',
      'Agregue la cobertura de su industria: La responsabilidad civil profesional, cibernética o por prácticas laborales puede importar tanto como la cobertura de propiedad.',
      'Compare cotizaciones: Comparamos ofertas de varias aseguradoras comerciales y le explicamos las diferencias tanto de cobertura como de precio.',
    ],
  },
  additionalInfo: {
    title: 'Conviene saber',
    overview: 'Dos detalles de las pólizas comerciales que a menudo sorprenden a los dueños de negocios.',
    sections: [
      {
        title: 'Pólizas por ocurrencia y por reclamo presentado',
        paragraphs: [
          'Las pólizas de responsabilidad civil general suelen emitirse por ocurrencia: cubren los incidentes que ocurren mientras la póliza está vigente, aunque el reclamo llegue años después. Las pólizas de responsabilidad civil profesional suelen ser por reclamo presentado: cubren los reclamos presentados mientras la póliza está vigente, así que mantenga esa cobertura sin interrupciones, y pregunte por una cobertura de reporte extendido si cierra el negocio o cambia de aseguradora.',
        ],
      },
      {
        title: 'Auditorías de prima',
        paragraphs: [
          'Las primas de compensación para trabajadores y algunas de responsabilidad civil general se basan en su nómina o sus ventas estimadas. Al terminar el año de la póliza, la aseguradora revisa las cifras reales y le cobra o le devuelve la diferencia, así que haga estimaciones realistas y mantenga sus registros en orden.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: '¿Qué influye en el precio del seguro comercial?',
    description: 'Las primas comerciales reflejan qué tan riesgoso es su trabajo y qué tan grande es su negocio. Estos son los factores que más cuentan.',
    factors: [
      { title: 'Industria y operaciones', description: 'Un techador corre más riesgo que un contador, y paga en consecuencia.' },
      {
        title: 'Nómina y empleados',
        description: 'La compensación para trabajadores se cobra por cada $100 de nómina según la categoría de cada puesto.',
      },
      { title: 'Ingresos y tamaño', description: 'Más ventas y más locales significan más exposición a reclamos.' },
      { title: 'Ubicación', description: 'El clima local, la delincuencia, los costos de construcción y las leyes del estado.' },
      { title: 'Historial de reclamos', description: 'Las pérdidas anteriores y cómo las ha manejado el negocio.' },
      {
        title: 'Límites y deducibles',
        description: 'El monto de protección que usted elige y la parte de cada pérdida que asume usted.',
      },
    ],
  },
  questions: [
    {
      question: '¿Necesito un seguro comercial si no tengo empleados?',
      answer: [
        'Por lo general, sí. Puede que la compensación para trabajadores no sea obligatoria, pero a un negocio de una sola persona igual lo puede demandar un cliente, puede perder sus equipos o su inventario, o el dueño de su local o un cliente le pueden pedir una constancia de seguro.',
        'La responsabilidad civil general o una póliza para propietarios de negocios es por donde empiezan la mayoría de los negocios de una sola persona.',
      ],
    },
    {
      question: '¿Un negocio en casa necesita su propio seguro?',
      answer: [
        'Por lo general, sí. Las pólizas de hogar ofrecen poca o ninguna cobertura para los equipos del negocio y excluyen la mayor parte de la responsabilidad civil del negocio.',
        'Según su negocio, un endoso para negocios en casa, una póliza para negocios en el hogar o una BOP pueden cubrir ese vacío.',
      ],
    },
    {
      question: '¿Qué es un certificado de seguro?',
      answer: [
        'Un certificado de seguro es un resumen de una página que demuestra su cobertura ante un cliente, el dueño de su local o un contratista general.',
        'Su agente puede emitir uno rápidamente, y puede agregar al cliente como asegurado adicional cuando un contrato lo exija.',
      ],
    },
    {
      question: '¿Están cubiertos los contratistas independientes?',
      answer: [
        'No de forma automática. Pida a los contratistas que contrate sus propios certificados de seguro, porque su aseguradora de compensación para trabajadores puede cobrarle por los subcontratistas sin seguro en la auditoría.',
      ],
    },
    {
      question: '¿Mi póliza de auto personal cubre cuando manejo por trabajo?',
      answer: [
        'Solo en parte. Una póliza de auto personal suele cubrir el trayecto al trabajo, pero a menudo excluye los vehículos que son del negocio o que se usan principalmente para trabajar, y el transporte de mercancía o de personas a cambio de un pago.',
        'Si usted o sus empleados manejan para el negocio, pregúntenos si necesita una cobertura de auto comercial, o una cobertura de autos alquilados y no propios para los autos personales y de alquiler que se usan para trabajar.',
      ],
    },
  ],
  ctaText:
    'Combine las coberturas de su negocio en una sola póliza y ahorre. Una póliza para propietarios de negocios combina la responsabilidad civil, la propiedad y la interrupción del negocio por menos que comprarlas una por una; comparamos por usted ofertas de aseguradoras comerciales.',
};

/** The business guide's words in English and Spanish, as its page shows them (guide-words.ts). */
export const BUSINESS_GUIDE_TEXT = defineCatalogue('guide-business', guideMessages(businessGuide), guideMessages(spanishGuide(english, spanish)));
