import { defineCatalogue } from '@site/i18n/catalogue';
import { withGuideDefaults, type ProductGuideInput } from './guide-content';
import { guideMessages, spanishGuide, type Words } from './guide-words';

const english = {
  type: 'umbrellainsurance',
  productName: 'Umbrella',
  summary:
    'An extra layer of liability protection above your home and auto policies. Learn who needs umbrella insurance, what it covers and why it costs less than you might think.',
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'coverage', title: 'What It Covers' },
    { id: 'types', title: 'Who Needs It' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'How Much You Need' },
    { id: 'good-to-know', title: 'Good to Know' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Umbrella Insurance?',
    paragraphs: [
      "Umbrella insurance is extra liability coverage. It pays when a claim against you is larger than the liability limit of your home, auto or boat policy, such as after a serious car accident or a guest's injury at your home. It also covers some claims those policies exclude, like libel and slander.",
      'Serious injury lawsuits can end in awards well above the $300,000 or $500,000 of liability on a typical home or auto policy. Without more coverage, the difference could come from your savings, your home equity or even future wages.',
      'Umbrella policies are usually sold in $1 million steps and cost much less than most people expect, because they pay only after your other policies have paid their part.',
    ],
  },
  coverageTitle: 'What Does Umbrella Insurance Cover?',
  coverageIntro: 'An umbrella policy covers you and the members of your household for:',
  coverageItems: [
    {
      title: 'Bodily injury',
      description: "Medical bills, lost wages and pain and suffering of people you injure, once your underlying policy's limit is used up.",
    },
    { title: 'Property damage', description: "Damage you cause to other people's property beyond your underlying limits." },
    {
      title: 'Personal injury',
      description: 'Claims of libel, slander, defamation, false arrest and invasion of privacy, including for things you post online.',
    },
    { title: 'Legal defense', description: "Lawyers' fees and court costs, often in addition to the policy limit." },
    { title: 'Landlord liability', description: 'Injuries at rental properties you own, when the underlying policies are in place.' },
    { title: 'Coverage worldwide', description: 'Most umbrella policies cover you for incidents anywhere in the world.' },
  ],
  notCovered: [
    'Your own injuries and damage to your own property',
    'Business activities and professional services, which need commercial coverage',
    'Intentional or criminal acts',
    'Liability you take on under a contract',
    'Claims from vehicles, watercraft or property not listed on the required underlying policies',
  ],
  typesListTitle: 'Who Should Consider an Umbrella Policy?',
  typesList: [
    {
      title: 'People with savings and assets',
      description: 'If your net worth, home equity and retirement savings are more than your liability limits, an umbrella protects the difference.',
    },
    { title: 'Families with teen drivers', description: 'Young drivers are more likely to be involved in serious accidents.' },
    { title: 'Owners of pools, trampolines or dogs', description: 'Each raises the chance of an injury at your home.' },
    { title: 'Landlords', description: 'Tenants and their guests can be injured on your rental property.' },
    {
      title: 'People in the public eye',
      description: 'Coaches, volunteers, board members and active social media users face more claims of libel and slander.',
    },
    { title: 'Anyone with high future earnings', description: 'A court judgment can reach future wages, not only what you own today.' },
  ],
  bestRateTips: [
    'Buy it from your home and auto insurer: Many insurers sell umbrella policies only to their own customers, or discount them, and bundling often lowers all three premiums.',
    'Meet the underlying limits: Insurers require minimum liability limits on your home and auto policies. Raising those limits to qualify is part of the cost; compare the total.',
    'Start with $1 million: The first million is the most expensive; each additional million usually costs less.',
    'Reduce the risks at home: Fencing a pool, securing a trampoline and training a dog can all affect whether you qualify and what you pay.',
    'Keep driving records clean: Accidents and violations by anyone in your household raise the price.',
  ],
  briefGuide: {
    title: 'How Much Umbrella Coverage Do You Need?',
    intro: 'A simple rule of thumb: enough to cover everything a court could take from you.',
    steps: [
      'Add up your assets: Include home equity, savings, investments and property; retirement accounts have some protection from lawsuits, which varies by state.',
      'Consider your future income: A judgment can be collected from wages for years to come.',
      'Weigh your risks: Teen drivers, a pool, rental properties or a public role all argue for a higher limit.',
      'Round up to the nearest million: Choose a limit at least equal to your net worth; many households start at $1 million or $2 million.',
      "Check your underlying limits: Make sure your home, auto and watercraft policies meet the umbrella insurer's minimums.",
    ],
  },
  additionalInfo: {
    title: 'How Umbrella Coverage Works',
    overview: 'How an umbrella policy works together with your other insurance.',
    sections: [
      {
        title: 'How an umbrella pays a claim',
        paragraphs: [
          'Say you cause an accident and a court awards $800,000 to the other driver. Your auto policy pays its $300,000 liability limit; your $1 million umbrella pays the remaining $500,000. Without it, the $500,000 would be yours to pay.',
        ],
      },
      {
        title: 'Underlying policy requirements',
        paragraphs: [
          'An umbrella sits on top of other policies, and insurers require those policies to carry minimum liability limits, often $250,000 per person and $500,000 per accident on auto and $300,000 on home. If an underlying policy lapses, you may have to pay the part it would have paid.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: 'What Affects the Price of Umbrella Insurance?',
    description: 'Umbrella premiums depend on how many ways a large liability claim could arise in your household.',
    factors: [
      { title: 'Coverage limit', description: 'Each additional million of coverage adds to the premium, usually less than the first.', icon: 'shield' },
      { title: 'Homes and rental properties', description: 'Each property you own adds exposure.', icon: 'home' },
      { title: 'Vehicles and drivers', description: 'The number of cars, boats and drivers, especially young drivers, and their records.', icon: 'car' },
      { title: 'Risks at home', description: 'Pools, trampolines, certain dog breeds and other hazards.', icon: 'users' },
      { title: 'Claims history', description: 'Past liability claims in your household.', icon: 'receipt' },
    ],
  },
  questions: [
    {
      question: 'What does umbrella insurance cover that my home and auto policies do not?',
      answer: [
        'It adds liability coverage above the limits of your home, auto and watercraft policies, usually in $1 million steps, and pays once they have paid their part.',
        'It also covers some claims those policies may exclude, such as libel, slander and false arrest. It does not pay for your own injuries or damage to your own property.',
      ],
    },
    {
      question: 'Do I need my home and auto insurance with the same company?',
      answer: [
        'Not always, but many insurers sell umbrella policies only to customers who insure their home and cars with them, or charge those customers less.',
        'Whoever writes the umbrella, it will require minimum liability limits on your underlying policies, and you may have to pay the part a lapsed policy would have paid.',
      ],
    },
    {
      question: 'Who in my household does an umbrella policy cover?',
      answer: [
        'Usually you, your spouse and relatives who live with you, including teenage drivers.',
        'Each driver, vehicle and property must be insured on the required underlying policies, so tell your insurer about new drivers and purchases.',
      ],
    },
    {
      question: 'Does a personal umbrella cover my business?',
      answer: [
        'Usually not. Personal umbrella policies exclude business activities and professional services.',
        'A commercial umbrella sits above your business policies instead. Rental homes you own are often covered by a personal umbrella when they carry the required underlying coverage; ask before you rely on it.',
      ],
    },
  ],
  ctaText:
    "Umbrella coverage starts with your home and auto policies. Bundle all three with one insurer and the savings can cover much of the umbrella's cost; we compare bundles from top-rated insurers for you.",
} satisfies ProductGuideInput;

/** The umbrella insurance guide (/products/umbrellainsurance). */
export const umbrellaGuide = withGuideDefaults(english);

/** The same guide in Spanish: its words only (guide-words.ts); guides-in-spanish.test.ts checks its figures against the English. */
const spanish: Words<typeof english> = {
  productName: 'Seguro de responsabilidad civil adicional (umbrella)',
  summary:
    'Una capa adicional de protección de responsabilidad civil por encima de sus pólizas de hogar y de auto. Conozca quién necesita un seguro umbrella, qué cubre y por qué cuesta menos de lo que podría pensar.',
  sections: [
    { title: 'Resumen' },
    { title: 'Qué cubre' },
    { title: 'Quién lo necesita' },
    { title: 'Cómo conseguir la mejor tarifa' },
    { title: 'Cuánto necesita' },
    { title: 'Conviene saber' },
    { title: 'Factores del precio' },
    { title: 'Preguntas frecuentes' },
    { title: 'Productos relacionados' },
  ],
  introData: {
    title: '¿Qué es el seguro de responsabilidad civil adicional (umbrella)?',
    paragraphs: [
      'El seguro umbrella es una cobertura adicional de responsabilidad civil. Paga cuando un reclamo en su contra supera el límite de responsabilidad civil de su póliza de hogar, de auto o de embarcación, como después de un accidente de auto grave o de la lesión de un invitado en su casa. También cubre algunos reclamos que esas pólizas excluyen, como la difamación escrita y la calumnia.',
      'Las demandas por lesiones graves pueden terminar en indemnizaciones muy superiores a los $300,000 o $500,000 de responsabilidad civil de una póliza de hogar o de auto típica. Sin más cobertura, la diferencia podría salir de sus ahorros, del valor líquido de su casa o incluso de sus salarios futuros.',
      'Las pólizas umbrella suelen venderse en tramos de $1 millón y cuestan mucho menos de lo que la mayoría de la gente espera, porque pagan solo después de que sus otras pólizas han pagado su parte.',
    ],
  },
  coverageTitle: '¿Qué cubre el seguro umbrella?',
  coverageIntro: 'Una póliza umbrella los cubre a usted y a los miembros de su hogar por:',
  coverageItems: [
    {
      title: 'Lesiones corporales',
      description:
        'Las cuentas médicas, los salarios perdidos y el dolor y sufrimiento de las personas que usted lesione, una vez que se agota el límite de su póliza principal.',
    },
    { title: 'Daños a la propiedad', description: 'Los daños que cause a la propiedad de otras personas más allá de los límites de sus pólizas principales.' },
    {
      title: 'Daños personales',
      description:
        'Los reclamos por difamación escrita, calumnia, difamación, arresto injustificado e invasión de la privacidad, incluso por lo que publique en internet.',
    },
    { title: 'Defensa legal', description: 'Los honorarios de abogados y los gastos judiciales, a menudo además del límite de la póliza.' },
    {
      title: 'Responsabilidad civil como arrendador',
      description: 'Las lesiones en las propiedades de alquiler que usted tenga, cuando las pólizas principales están vigentes.',
    },
    { title: 'Cobertura en todo el mundo', description: 'La mayoría de las pólizas umbrella lo cubren por incidentes en cualquier parte del mundo.' },
  ],
  notCovered: [
    'Sus propias lesiones y los daños a su propia propiedad',
    'Las actividades de negocio y los servicios profesionales, que necesitan una cobertura comercial',
    'Los actos intencionales o delictivos',
    'La responsabilidad civil que usted asuma por un contrato',
    'Los reclamos por vehículos, embarcaciones o propiedades que no figuren en las pólizas principales exigidas',
  ],
  typesListTitle: '¿Quién debería considerar una póliza umbrella?',
  typesList: [
    {
      title: 'Las personas con ahorros y bienes',
      description:
        'Si su patrimonio neto, el valor líquido de su casa y sus ahorros para la jubilación superan sus límites de responsabilidad civil, una póliza umbrella protege la diferencia.',
    },
    {
      title: 'Las familias con conductores adolescentes',
      description: 'Los conductores jóvenes tienen más probabilidades de verse involucrados en accidentes graves.',
    },
    {
      title: 'Los dueños de piscinas, trampolines o perros',
      description: 'Cada uno aumenta la probabilidad de que alguien se lesione en su casa.',
    },
    { title: 'Los arrendadores', description: 'Los inquilinos y sus invitados pueden lesionarse en su propiedad de alquiler.' },
    {
      title: 'Las personas con presencia pública',
      description:
        'Los entrenadores, los voluntarios, los miembros de juntas directivas y quienes usan activamente las redes sociales enfrentan más reclamos por difamación escrita y calumnia.',
    },
    {
      title: 'Cualquier persona con altos ingresos futuros',
      description: 'Una sentencia judicial puede alcanzar sus salarios futuros, no solo lo que tiene hoy.',
    },
  ],
  bestRateTips: [
    'Cómprela con su aseguradora de hogar y de auto: Muchas aseguradoras venden pólizas umbrella solo a sus propios clientes, o se las rebajan, y combinarlas suele bajar las tres primas.',
    'Cumpla los límites de las pólizas principales: Las aseguradoras exigen límites mínimos de responsabilidad civil en sus pólizas de hogar y de auto. Subir esos límites para calificar forma parte del costo; compare el total.',
    'Empiece con $1 millón: El primer millón es el más caro; cada millón adicional suele costar menos.',
    'Reduzca los riesgos en casa: Cercar una piscina, asegurar un trampolín y entrenar a un perro pueden influir en si usted califica y en lo que paga.',
    'Mantenga limpios los historiales de manejo: Los accidentes y las infracciones de cualquier persona de su hogar suben el precio.',
  ],
  briefGuide: {
    title: '¿Cuánta cobertura umbrella necesita?',
    intro: 'Una regla práctica sencilla: la suficiente para cubrir todo lo que un tribunal podría quitarle.',
    steps: [
      'Sume sus bienes: Incluya el valor líquido de su casa, sus ahorros, sus inversiones y sus propiedades; las cuentas de jubilación tienen cierta protección contra demandas, que varía según el estado.',
      'Tenga en cuenta sus ingresos futuros: Una sentencia se puede cobrar de sus salarios durante muchos años.',
      'Evalúe sus riesgos: Los conductores adolescentes, una piscina, las propiedades de alquiler o un papel público son razones para un límite más alto.',
      'Redondee al millón siguiente: Elija un límite al menos igual a su patrimonio neto; muchos hogares empiezan con $1 millón o $2 millones.',
      'Revise los límites de sus pólizas principales: Asegúrese de que sus pólizas de hogar, de auto y de embarcación cumplan los mínimos de la aseguradora de la póliza umbrella.',
    ],
  },
  additionalInfo: {
    title: 'Cómo funciona la cobertura umbrella',
    overview: 'Cómo funciona una póliza umbrella junto con sus otros seguros.',
    sections: [
      {
        title: 'Cómo paga un reclamo una póliza umbrella',
        paragraphs: [
          'Supongamos que usted causa un accidente y un tribunal le concede $800,000 al otro conductor. Su póliza de auto paga su límite de responsabilidad civil de $300,000; su póliza umbrella de $1 millón paga los $500,000 restantes. Sin ella, esos $500,000 los tendría que pagar usted.',
        ],
      },
      {
        title: 'Requisitos de las pólizas principales',
        paragraphs: [
          'Una póliza umbrella se suma por encima de otras pólizas, y las aseguradoras exigen que esas pólizas tengan límites mínimos de responsabilidad civil, a menudo $250,000 por persona y $500,000 por accidente en la de auto y $300,000 en la de hogar. Si una póliza principal vence sin renovarse, es posible que usted tenga que pagar la parte que ella habría pagado.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: '¿Qué influye en el precio del seguro umbrella?',
    description: 'Las primas de una póliza umbrella dependen de cuántas maneras podría surgir en su hogar un reclamo grande de responsabilidad civil.',
    factors: [
      { title: 'Límite de cobertura', description: 'Cada millón adicional de cobertura se suma a la prima, por lo general menos que el primero.' },
      { title: 'Viviendas y propiedades de alquiler', description: 'Cada propiedad que tiene agrega exposición.' },
      {
        title: 'Vehículos y conductores',
        description: 'El número de autos, embarcaciones y conductores, sobre todo conductores jóvenes, y sus historiales.',
      },
      { title: 'Riesgos en casa', description: 'Las piscinas, los trampolines, ciertas razas de perros y otros peligros.' },
      { title: 'Historial de reclamos', description: 'Los reclamos de responsabilidad civil anteriores en su hogar.' },
    ],
  },
  questions: [
    {
      question: '¿Qué cubre el seguro umbrella que mis pólizas de hogar y de auto no cubren?',
      answer: [
        'Agrega cobertura de responsabilidad civil por encima de los límites de sus pólizas de hogar, de auto y de embarcación, por lo general en tramos de $1 millón, y paga una vez que ellas han pagado su parte.',
        'También cubre algunos reclamos que esas pólizas pueden excluir, como la difamación escrita, la calumnia y el arresto injustificado. No paga sus propias lesiones ni los daños a su propia propiedad.',
      ],
    },
    {
      question: '¿Necesito tener mi seguro de hogar y de auto con la misma compañía?',
      answer: [
        'No siempre, pero muchas aseguradoras venden pólizas umbrella solo a los clientes que aseguran con ellas su casa y sus autos, o les cobran menos a esos clientes.',
        'Quienquiera que emita la póliza umbrella exigirá límites mínimos de responsabilidad civil en sus pólizas principales, y es posible que usted tenga que pagar la parte que habría pagado una póliza vencida.',
      ],
    },
    {
      question: '¿A quién de mi hogar cubre una póliza umbrella?',
      answer: [
        'Por lo general a usted, a su cónyuge y a los familiares que viven con usted, incluidos los conductores adolescentes.',
        'Cada conductor, vehículo y propiedad debe estar asegurado en las pólizas principales exigidas, así que informe a su aseguradora de los nuevos conductores y de sus compras.',
      ],
    },
    {
      question: '¿Una póliza umbrella personal cubre mi negocio?',
      answer: [
        'Por lo general, no. Las pólizas umbrella personales excluyen las actividades de negocio y los servicios profesionales.',
        'En su lugar, una póliza umbrella comercial se suma por encima de sus pólizas del negocio. Las casas de alquiler que usted tenga suelen estar cubiertas por una póliza umbrella personal cuando tienen la cobertura principal exigida; pregunte antes de contar con ello.',
      ],
    },
  ],
  ctaText:
    'La cobertura umbrella empieza con sus pólizas de hogar y de auto. Combine las tres con una sola aseguradora y el ahorro puede cubrir buena parte del costo de la póliza umbrella; comparamos por usted combinaciones de aseguradoras de primer nivel.',
};

/** The umbrella guide's words in English and Spanish, as its page shows them (guide-words.ts). */
export const UMBRELLA_GUIDE_TEXT = defineCatalogue('guide-umbrella', guideMessages(umbrellaGuide), guideMessages(spanishGuide(english, spanish)));
