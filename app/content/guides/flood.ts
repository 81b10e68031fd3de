import { defineCatalogue } from '@site/i18n/catalogue';
import { withGuideDefaults, type ProductGuideInput } from './guide-content';
import { guideMessages, spanishGuide, type Words } from './guide-words';

const english = {
  type: 'floodinsurance',
  productName: 'Flood',
  summary:
    'Standard home insurance does not pay for flood damage. Learn how flood policies work, what flood zones mean and how to protect your home and belongings.',
  showStateInsurerBanner: true,
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'types', title: 'NFIP and Private Flood' },
    { id: 'good-to-know', title: 'Flood Zones' },
    { id: 'coverage', title: 'What It Covers' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'Buying Guide' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Flood Insurance?',
    paragraphs: [
      'Flood insurance pays to repair your home and replace your belongings after a flood: rising water from heavy rain, an overflowing river or lake, a storm surge, snowmelt or a blocked storm drain that leaves normally dry land under water. Homeowners, condo and renters policies exclude this kind of damage, so without a separate flood policy the cost of a flood falls on you.',
      'Floods are the most common and costly natural disaster in the United States, and they are not limited to coasts and riverbanks. More than 20 percent of flood insurance claims come from properties outside high-risk flood zones, and just one inch of water in a home can cause thousands of dollars of damage to floors, walls and furniture.',
      'If your home is in a high-risk flood zone and you have a mortgage from a federally regulated or insured lender, you will be required to carry flood insurance. Everyone else can buy it by choice, and it often costs less than people expect, especially outside high-risk zones.',
    ],
  },
  typesListTitle: 'Where Flood Insurance Comes From',
  typesList: [
    {
      title: 'National Flood Insurance Program (NFIP)',
      description:
        'Run by FEMA and sold through insurance agents and participating insurers. A residential building policy covers up to $250,000 for the structure and up to $100,000 for its contents. Rates follow national rules, and a new policy usually takes effect after a 30-day waiting period.',
    },
    {
      title: 'Private flood insurance',
      description:
        'Written by private insurers and available in many areas. Private policies can offer higher limits, up to $5 million, and may add coverage the NFIP does not, such as additional living expenses while your home is repaired or replacement cost for belongings. Waiting periods are often shorter.',
    },
    {
      title: 'Excess flood insurance',
      description:
        'Sits on top of an NFIP policy for homes worth more than the NFIP building limit, so a high-value home can be insured to its full rebuilding cost.',
    },
    {
      title: 'Contents-only flood insurance',
      description:
        'For renters, and for condo owners whose association insures the building. It protects furniture, clothing, electronics and other belongings.',
    },
  ],
  additionalInfo: {
    title: 'Flood Zones and Other Details',
    overview:
      "FEMA maps the country into flood zones that describe the chance of flooding. Your zone affects whether a lender requires flood insurance and what you pay for it. You can look up your address on FEMA's Flood Map Service Center, or ask us to check it for you.",
    sections: [
      {
        title: 'Low- to moderate-risk zones: B, C and X',
        paragraphs: [
          'Zones B, C and X lie outside the 100-year floodplain. Flooding is less likely there, but far from impossible: these areas account for a large share of flood claims, often after intense rainfall that overwhelms local drainage.',
          'Flood insurance is usually optional in these zones and is generally much less expensive than in high-risk areas, which makes it one of the best-value protections a homeowner can buy.',
        ],
      },
      {
        title: 'High-risk zones: A, AE, A1-30, AH, AO, V, VE and V1-30',
        paragraphs: [
          'These are Special Flood Hazard Areas, with at least a 1 percent chance of flooding in any year, which adds up to about a one-in-four chance over a 30-year mortgage. Zones A, AE and A1-30 are riverine and inland floodplains; AH and AO are areas of shallow flooding or ponding.',
          'Zones V, VE and V1-30 are coastal areas that also face storm-driven waves. Flood insurance is mandatory for buildings in any of these zones when the mortgage comes from a federally regulated or insured lender.',
        ],
      },
      {
        title: 'Detached structures',
        paragraphs: [
          'An NFIP building policy can extend up to 10 percent of its building limit to a detached garage, and that amount comes out of the building limit. Other detached structures, such as a shed, gazebo or guest house, need their own NFIP policy.',
          'Some private flood policies include other detached structures, again up to 10 percent of the building limit. If you have outbuildings, ask how each policy you are offered treats them.',
        ],
      },
      {
        title: 'Florida and flood insurance',
        paragraphs: [
          'Florida homeowners insured by Citizens Property Insurance Corporation are being required to carry flood insurance in phases: starting January 1, 2024 with homes whose dwelling replacement cost is $600,000 or more, and widening each year until it reaches every Citizens policyholder by 2027. If you have received a letter from Citizens, our Citizens Q&A page explains what it means.',
        ],
      },
    ],
  },
  coverageTitle: 'What Does Flood Insurance Cover?',
  coverageIntro:
    'A flood policy has two parts that you buy separately: building coverage for the structure and contents coverage for your belongings. Most homeowners should consider both.',
  coverageItems: [
    {
      title: 'The building and its foundation',
      description: 'Walls, floors, the foundation, staircases, and permanently installed cabinets, bookcases and paneling.',
    },
    { title: 'Electrical and plumbing systems', description: 'Wiring, pipes, electrical panels and other systems built into the home.' },
    { title: 'Heating and cooling', description: 'Furnaces, central air conditioners, heat pumps and water heaters.' },
    { title: 'Appliances', description: 'Refrigerators, stoves and built-in dishwashers under building coverage; washers and dryers under contents coverage.' },
    { title: 'Floors and carpeting', description: 'Permanently installed carpeting and flooring over an unfinished floor.' },
    { title: 'Personal belongings', description: 'Furniture, clothing, electronics and other contents, when you buy contents coverage.' },
    { title: 'Debris removal', description: 'Clearing away flood debris from the insured building.' },
  ],
  notCovered: [
    'Damage caused by moisture, mildew or mold that you could have prevented',
    'Most property outside the insured building, such as decks, fences, patios, landscaping, wells and septic systems',
    'Cars and other vehicles (comprehensive auto insurance covers flood damage to them)',
    'Currency, precious metals and valuable papers',
    'Temporary housing while your home is repaired, under an NFIP policy',
    'Finished basement improvements and most belongings kept in a basement, under an NFIP policy',
  ],
  bestRateTips: [
    'Buy before you need it: Most NFIP policies take 30 days to take effect, so a policy bought when a storm is forecast will not cover it. Buy well ahead of hurricane season.',
    'Compare NFIP and private quotes: Private insurers price flood risk their own way and may charge less for the same home, or offer higher limits for a similar price.',
    'Get an elevation certificate: It records the height of your lowest floor against the expected flood level and can lower the premium of a home built above it.',
    'Reduce your flood risk: Flood vents in the foundation, raised utilities and, where practical, elevating the home can earn a lower rate.',
    'Choose a higher deductible: Flood deductibles range from $1,000 to $10,000 or more; a higher one lowers your premium.',
    "Check your community's rating: Towns in FEMA's Community Rating System earn discounts of up to 45 percent on NFIP premiums for their floodplain management.",
  ],
  briefGuide: {
    title: 'How to Buy Flood Insurance',
    intro: 'Buying flood insurance takes a few steps, and starting early matters because of the waiting period.',
    steps: [
      "Find your flood zone: Look up your address on FEMA's flood maps or ask us. The zone tells you whether coverage is required and shapes the price.",
      'Work out what you need: Estimate what it would cost to rebuild your home and replace your belongings. If rebuilding would cost more than $250,000, consider private or excess flood coverage.',
      'Decide on building and contents: Building coverage protects the structure; contents coverage your belongings. Renters need only contents coverage.',
      'Compare quotes: We compare NFIP and private flood offers side by side, with the same limits and deductibles.',
      'Buy early and keep it renewed: Allow for the waiting period, and renew every year. A lapse can cost you a lower rate you had earned.',
    ],
  },
  pricingFactors: {
    title: 'What Affects the Price of Flood Insurance?',
    description: 'Flood premiums are based on the flood risk of your particular building rather than on the zone alone. These are the factors that count most.',
    factors: [
      {
        title: 'Flood zone and distance to water',
        description: 'How close the home is to rivers, lakes or the coast and how often the area floods.',
        icon: 'map-pin',
      },
      { title: 'Elevation', description: 'The height of your lowest floor compared with the expected flood level.', icon: 'gauge' },
      { title: 'Building features', description: 'Foundation type, number of floors, flood vents and where utilities are installed.', icon: 'home' },
      { title: 'Rebuilding cost', description: 'The cost to rebuild the home and the amount of coverage you choose.', icon: 'tool' },
      { title: 'Deductible', description: 'A higher deductible lowers the premium.', icon: 'cash' },
      { title: 'Flood history', description: 'Past flood claims on the property.', icon: 'wave' },
    ],
  },
  questions: [
    {
      question: 'Does homeowners insurance cover flood damage?',
      answer: [
        'No. Homeowners, condo and renters policies exclude damage from flooding, so you need a separate flood policy from the National Flood Insurance Program (NFIP) or a private insurer.',
        'A homeowners policy may still pay for water damage that is not a flood, such as a pipe that bursts inside your home. Water that rises from outside and covers normally dry land is a flood, and only a flood policy pays for it.',
      ],
    },
    {
      question: 'How long before a flood policy takes effect?',
      answer: [
        'A new NFIP policy usually takes effect 30 days after you buy it, so a policy bought when a storm is forecast will not cover that storm.',
        'There are a few exceptions: when a lender requires flood insurance as you take out, increase, extend or renew a mortgage, coverage can start at closing, and a home newly mapped into a high-risk zone can have a one-day wait. Private flood policies often have shorter waiting periods, which vary by insurer.',
      ],
    },
    {
      question: 'Do I need flood insurance if I am not in a high-risk flood zone?',
      answer: [
        'It is usually not required, but it is worth considering. More than 20 percent of flood insurance claims come from properties outside high-risk flood zones, often after heavy rain overwhelms local drainage.',
        'Policies in low- to moderate-risk zones B, C and X are generally much less expensive than in high-risk areas.',
      ],
    },
    {
      question: 'How much flood insurance can I buy?',
      answer: [
        'An NFIP residential policy covers up to $250,000 for the building and up to $100,000 for its contents. If rebuilding your home would cost more, private flood insurance offers higher limits, up to $5 million, and excess flood insurance can sit on top of an NFIP policy.',
        'Building and contents coverage are bought separately, so make sure your quote includes both if you own your home.',
      ],
    },
    {
      question: 'Does flood insurance cover my detached garage?',
      answer: [
        'An NFIP building policy can extend up to 10 percent of its building limit to a detached garage, and whatever it pays for the garage comes out of the building limit.',
        'Other detached structures, such as a shed or guest house, need their own NFIP policy. Some private flood policies cover them, so ask how each offer treats your outbuildings.',
      ],
    },
  ],
  ctaText:
    'Insure your home and its flood risk together. Bundling home and flood coverage with one agency keeps renewal dates, claims and paperwork in one place, and we compare offers from NFIP and private flood insurers for you.',
} satisfies ProductGuideInput;

/** The flood insurance guide (/products/floodinsurance). Facts: seed 000 §9. */
export const floodGuide = withGuideDefaults(english);

/** The same guide in Spanish: its words only (guide-words.ts); guides-in-spanish.test.ts checks its figures against the English. */
const spanish: Words<typeof english> = {
  productName: 'Seguro contra inundaciones',
  summary:
    'El seguro de hogar estándar no paga los daños por inundación. Conozca cómo funcionan las pólizas de inundación, qué significan las zonas de inundación y cómo proteger su casa y sus pertenencias.',
  sections: [
    { title: 'Resumen' },
    { title: 'NFIP e inundación privada' },
    { title: 'Zonas de inundación' },
    { title: 'Qué cubre' },
    { title: 'Cómo conseguir la mejor tarifa' },
    { title: 'Guía de compra' },
    { title: 'Factores del precio' },
    { title: 'Preguntas frecuentes' },
    { title: 'Productos relacionados' },
  ],
  introData: {
    title: '¿Qué es el seguro contra inundaciones?',
    paragraphs: [
      'El seguro contra inundaciones paga la reparación de su casa y el reemplazo de sus pertenencias después de una inundación: el agua que sube por lluvias intensas, un río o un lago que se desborda, una marejada ciclónica, el deshielo o un desagüe pluvial tapado que deja bajo el agua un terreno normalmente seco. Las pólizas de hogar, de condominio y de inquilino excluyen este tipo de daños, así que sin una póliza de inundación aparte el costo de una inundación lo paga usted.',
      'Las inundaciones son el desastre natural más común y costoso de los Estados Unidos, y no se limitan a las costas y las orillas de los ríos. Más del 20 por ciento de los reclamos de seguro contra inundaciones vienen de propiedades fuera de las zonas de alto riesgo de inundación, y una sola pulgada de agua en una casa puede causar miles de dólares de daños en pisos, paredes y muebles.',
      'Si su casa está en una zona de alto riesgo de inundación y tiene una hipoteca de un prestamista regulado o asegurado por el gobierno federal, se le exigirá tener seguro contra inundaciones. Todos los demás pueden comprarlo por decisión propia, y a menudo cuesta menos de lo que la gente cree, sobre todo fuera de las zonas de alto riesgo.',
    ],
  },
  typesListTitle: 'De dónde viene el seguro contra inundaciones',
  typesList: [
    {
      title: 'Programa Nacional de Seguro contra Inundaciones (NFIP)',
      description:
        'Lo administra FEMA y se vende a través de agentes de seguros y aseguradoras participantes. Una póliza para un edificio residencial cubre hasta $250,000 para la estructura y hasta $100,000 para su contenido. Las tarifas siguen reglas nacionales, y una póliza nueva suele entrar en vigor después de un período de espera de 30 días.',
    },
    {
      title: 'Seguro privado contra inundaciones',
      description:
        'Lo emiten aseguradoras privadas y está disponible en muchas zonas. Las pólizas privadas pueden ofrecer límites más altos, de hasta $5 millones, y agregar coberturas que el NFIP no tiene, como los gastos de vivienda adicionales mientras reparan su casa o el costo de reposición de sus pertenencias. Los períodos de espera suelen ser más cortos.',
    },
    {
      title: 'Seguro de inundación en exceso',
      description:
        'Se suma a una póliza del NFIP para casas que valen más que el límite de edificio del NFIP, de modo que una casa de alto valor se pueda asegurar por todo su costo de reconstrucción.',
    },
    {
      title: 'Seguro de inundación solo para el contenido',
      description:
        'Para inquilinos y para dueños de condominios cuya asociación asegura el edificio. Protege los muebles, la ropa, los aparatos electrónicos y otras pertenencias.',
    },
  ],
  additionalInfo: {
    title: 'Zonas de inundación y otros detalles',
    overview:
      'FEMA divide el país en zonas de inundación que describen la probabilidad de que se inunden. Su zona influye en si un prestamista le exige seguro contra inundaciones y en cuánto paga por él. Puede buscar su dirección en el Centro de Servicios de Mapas de Inundación de FEMA, o pedirnos que la revisemos por usted.',
    sections: [
      {
        title: 'Zonas de riesgo bajo a moderado: B, C y X',
        paragraphs: [
          'Las zonas B, C y X están fuera de la llanura aluvial de 100 años. Allí las inundaciones son menos probables, pero no imposibles: estas zonas representan una gran parte de los reclamos por inundación, a menudo después de lluvias intensas que superan el drenaje local.',
          'En estas zonas el seguro contra inundaciones suele ser opcional y, en general, mucho más barato que en las zonas de alto riesgo, lo que lo convierte en una de las protecciones con mejor relación calidad-precio que puede comprar un propietario de vivienda.',
        ],
      },
      {
        title: 'Zonas de alto riesgo: A, AE, A1-30, AH, AO, V, VE y V1-30',
        paragraphs: [
          'Son Zonas Especiales de Riesgo de Inundación, con al menos un 1 por ciento de probabilidad de inundarse en cualquier año, lo que equivale a una probabilidad de alrededor de una entre cuatro a lo largo de una hipoteca de 30 años. Las zonas A, AE y A1-30 son llanuras aluviales de ríos y del interior; AH y AO son zonas de inundación poco profunda o de encharcamiento.',
          'Las zonas V, VE y V1-30 son zonas costeras que además reciben el oleaje de las tormentas. El seguro contra inundaciones es obligatorio para los edificios en cualquiera de estas zonas cuando la hipoteca viene de un prestamista regulado o asegurado por el gobierno federal.',
        ],
      },
      {
        title: 'Estructuras independientes',
        paragraphs: [
          'Una póliza de edificio del NFIP puede destinar hasta el 10 por ciento de su límite de edificio a un garaje independiente, y esa cantidad se descuenta del límite de edificio. Otras estructuras independientes, como un cobertizo, una pérgola o una casa de huéspedes, necesitan su propia póliza del NFIP.',
          'Algunas pólizas privadas de inundación incluyen otras estructuras independientes, también hasta el 10 por ciento del límite de edificio. Si tiene construcciones anexas, pregunte cómo las trata cada póliza que le ofrezcan.',
        ],
      },
      {
        title: 'Florida y el seguro contra inundaciones',
        paragraphs: [
          'A los propietarios de vivienda de Florida asegurados por Citizens Property Insurance Corporation se les está exigiendo tener seguro contra inundaciones por etapas: a partir del 1 de enero de 2024 para las casas cuyo costo de reposición de la vivienda es de $600,000 o más, y ampliándose cada año hasta llegar a todos los titulares de pólizas de Citizens a más tardar en 2027. Si recibió una carta de Citizens, nuestra página de preguntas y respuestas sobre Citizens explica lo que significa.',
        ],
      },
    ],
  },
  coverageTitle: '¿Qué cubre el seguro contra inundaciones?',
  coverageIntro:
    'Una póliza de inundación tiene dos partes que se compran por separado: la cobertura de edificio para la estructura y la cobertura de contenido para sus pertenencias. La mayoría de los propietarios de vivienda deberían considerar ambas.',
  coverageItems: [
    {
      title: 'El edificio y sus cimientos',
      description: 'Las paredes, los pisos, los cimientos, las escaleras y los gabinetes, libreros y paneles instalados de forma permanente.',
    },
    {
      title: 'Sistemas eléctricos y de plomería',
      description: 'El cableado, las tuberías, los paneles eléctricos y otros sistemas integrados en la casa.',
    },
    {
      title: 'Calefacción y aire acondicionado',
      description: 'Las calderas, los aires acondicionados centrales, las bombas de calor y los calentadores de agua.',
    },
    {
      title: 'Electrodomésticos',
      description:
        'Los refrigeradores, las estufas y los lavaplatos empotrados, con la cobertura de edificio; las lavadoras y secadoras, con la cobertura de contenido.',
    },
    { title: 'Pisos y alfombras', description: 'Las alfombras y los pisos instalados de forma permanente sobre un piso sin terminar.' },
    {
      title: 'Pertenencias personales',
      description: 'Los muebles, la ropa, los aparatos electrónicos y otros contenidos, cuando compra la cobertura de contenido.',
    },
    { title: 'Retiro de escombros', description: 'La limpieza de los escombros de la inundación en el edificio asegurado.' },
  ],
  notCovered: [
    'Los daños causados por humedad, moho u hongos que usted podría haber evitado',
    'La mayoría de los bienes fuera del edificio asegurado, como terrazas, cercas, patios, jardines, pozos y sistemas sépticos',
    'Los autos y otros vehículos (la cobertura amplia del seguro de auto cubre los daños por inundación en ellos)',
    'El dinero en efectivo, los metales preciosos y los documentos de valor',
    'La vivienda temporal mientras reparan su casa, con una póliza del NFIP',
    'Las mejoras de un sótano terminado y la mayoría de las pertenencias guardadas en un sótano, con una póliza del NFIP',
  ],
  bestRateTips: [
    'Cómprelo antes de necesitarlo: La mayoría de las pólizas del NFIP tardan 30 días en entrar en vigor, así que una póliza comprada cuando se pronostica una tormenta no la cubrirá. Cómprela mucho antes de la temporada de huracanes.',
    'Compare cotizaciones del NFIP y privadas: Las aseguradoras privadas calculan el riesgo de inundación a su manera y pueden cobrar menos por la misma casa, u ofrecer límites más altos por un precio similar.',
    'Obtenga un certificado de elevación: Registra la altura de su piso más bajo en comparación con el nivel de inundación previsto y puede bajar la prima de una casa construida por encima de ese nivel.',
    'Reduzca su riesgo de inundación: Las rejillas de ventilación contra inundaciones en los cimientos, los servicios elevados y, cuando sea práctico, elevar la casa pueden darle una tarifa más baja.',
    'Elija un deducible más alto: Los deducibles de inundación van de $1,000 a $10,000 o más; uno más alto reduce su prima.',
    'Averigüe la calificación de su comunidad: Las ciudades que participan en el Sistema de Calificación de Comunidades de FEMA obtienen descuentos de hasta el 45 por ciento en las primas del NFIP por su manejo de las zonas inundables.',
  ],
  briefGuide: {
    title: 'Cómo comprar un seguro contra inundaciones',
    intro: 'Comprar un seguro contra inundaciones lleva unos pocos pasos, y empezar con tiempo importa por el período de espera.',
    steps: [
      'Averigüe su zona de inundación: Busque su dirección en los mapas de inundación de FEMA o pregúntenos. La zona le indica si la cobertura es obligatoria e influye en el precio.',
      'Calcule lo que necesita: Estime lo que costaría reconstruir su casa y reemplazar sus pertenencias. Si la reconstrucción costaría más de $250,000, considere una cobertura de inundación privada o en exceso.',
      'Decida sobre el edificio y el contenido: La cobertura de edificio protege la estructura; la de contenido, sus pertenencias. Los inquilinos solo necesitan la cobertura de contenido.',
      'Compare cotizaciones: Comparamos lado a lado las ofertas de inundación del NFIP y privadas, con los mismos límites y deducibles.',
      'Compre con tiempo y manténgalo renovado: Tenga en cuenta el período de espera y renueve cada año. Dejar que venza puede hacerle perder una tarifa más baja que se había ganado.',
    ],
  },
  pricingFactors: {
    title: '¿Qué influye en el precio del seguro contra inundaciones?',
    description:
      'Las primas de inundación se basan en el riesgo de inundación de su edificio en particular, y no solo en la zona. Estos son los factores que más cuentan.',
    factors: [
      {
        title: 'Zona de inundación y distancia al agua',
        description: 'Qué tan cerca está la casa de ríos, lagos o la costa, y con qué frecuencia se inunda la zona.',
      },
      { title: 'Elevación', description: 'La altura de su piso más bajo en comparación con el nivel de inundación previsto.' },
      {
        title: 'Características del edificio',
        description: 'El tipo de cimientos, el número de pisos, las rejillas de ventilación contra inundaciones y dónde están instalados los servicios.',
      },
      { title: 'Costo de reconstrucción', description: 'Lo que costaría reconstruir la casa y el monto de cobertura que usted elija.' },
      { title: 'Deducible', description: 'Un deducible más alto reduce la prima.' },
      { title: 'Historial de inundaciones', description: 'Los reclamos anteriores por inundación en la propiedad.' },
    ],
  },
  questions: [
    {
      question: '¿El seguro de hogar cubre los daños por inundación?',
      answer: [
        'No. Las pólizas de hogar, de condominio y de inquilino excluyen los daños por inundación, así que necesita una póliza de inundación aparte del Programa Nacional de Seguro contra Inundaciones (NFIP) o de una aseguradora privada.',
        'Una póliza de hogar puede pagar de todos modos los daños por agua que no son una inundación, como una tubería que revienta dentro de su casa. El agua que sube desde afuera y cubre un terreno normalmente seco es una inundación, y solo una póliza de inundación la paga.',
      ],
    },
    {
      question: '¿Cuánto tarda en entrar en vigor una póliza de inundación?',
      answer: [
        'Una póliza nueva del NFIP suele entrar en vigor 30 días después de comprarla, así que una póliza comprada cuando se pronostica una tormenta no cubrirá esa tormenta.',
        'Hay algunas excepciones: cuando un prestamista exige seguro contra inundaciones al obtener, aumentar, extender o renovar una hipoteca, la cobertura puede empezar en el cierre, y una casa que pasa a estar en una zona de alto riesgo en un mapa nuevo puede tener una espera de un solo día. Las pólizas privadas de inundación suelen tener períodos de espera más cortos, que varían según la aseguradora.',
      ],
    },
    {
      question: '¿Necesito seguro contra inundaciones si no estoy en una zona de alto riesgo?',
      answer: [
        'Por lo general no es obligatorio, pero vale la pena considerarlo. Más del 20 por ciento de los reclamos de seguro contra inundaciones vienen de propiedades fuera de las zonas de alto riesgo de inundación, a menudo después de que lluvias intensas superan el drenaje local.',
        'Las pólizas en las zonas de riesgo bajo a moderado B, C y X son, en general, mucho más baratas que en las zonas de alto riesgo.',
      ],
    },
    {
      question: '¿Cuánto seguro contra inundaciones puedo comprar?',
      answer: [
        'Una póliza residencial del NFIP cubre hasta $250,000 para el edificio y hasta $100,000 para su contenido. Si reconstruir su casa costaría más, el seguro privado contra inundaciones ofrece límites más altos, de hasta $5 millones, y un seguro de inundación en exceso puede sumarse a una póliza del NFIP.',
        'La cobertura de edificio y la de contenido se compran por separado, así que asegúrese de que su cotización incluya ambas si la casa es suya.',
      ],
    },
    {
      question: '¿El seguro contra inundaciones cubre mi garaje independiente?',
      answer: [
        'Una póliza de edificio del NFIP puede destinar hasta el 10 por ciento de su límite de edificio a un garaje independiente, y lo que pague por el garaje se descuenta del límite de edificio.',
        'Otras estructuras independientes, como un cobertizo o una casa de huéspedes, necesitan su propia póliza del NFIP. Algunas pólizas privadas de inundación las cubren, así que pregunte cómo trata cada oferta sus construcciones anexas.',
      ],
    },
  ],
  ctaText:
    'Asegure juntos su casa y su riesgo de inundación. Combinar la cobertura de hogar y la de inundación en una sola agencia mantiene en un solo lugar las fechas de renovación, los reclamos y el papeleo, y comparamos por usted ofertas del NFIP y de aseguradoras privadas de inundación.',
};

/** The flood guide's words in English and Spanish, as its page shows them (guide-words.ts). */
export const FLOOD_GUIDE_TEXT = defineCatalogue('guide-flood', guideMessages(floodGuide), guideMessages(spanishGuide(english, spanish)));
