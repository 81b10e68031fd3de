import { defineCatalogue } from '@site/i18n/catalogue';
import { withGuideDefaults, type ProductGuideInput } from './guide-content';
import { guideMessages, spanishGuide, type Words } from './guide-words';

const english = {
  type: 'homeinsurance',
  productName: 'Home',
  summary:
    'Protect your house, your belongings and your savings. Learn what home insurance covers, which policy suits your home and how to lower your premium.',
  showStateInsurerBanner: true,
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'types', title: 'Types of Policies' },
    { id: 'coverage', title: 'What It Covers' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'Buying Guide' },
    { id: 'good-to-know', title: 'Good to Know' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Home Insurance?',
    paragraphs: [
      "Home insurance, also called homeowners insurance, protects the place you live and what you keep in it. If a fire, windstorm, burst pipe or break-in damages your home, the policy pays to repair or rebuild it and to replace your belongings. It also protects you if someone is hurt on your property or you accidentally damage someone else's property.",
      'No state law requires home insurance, but almost every mortgage lender does, because the house is the security for the loan. Even without a mortgage, your home is probably your largest asset, and few families could rebuild it from savings.',
      'A policy pays for losses caused by the perils it names, up to the limits you choose and after your deductible. Knowing its parts helps you buy the right amount of coverage and avoid surprises at claim time.',
    ],
  },
  typesListTitle: 'Types of Home Insurance Policies',
  typesList: [
    {
      title: 'HO-3 (special form)',
      description:
        'The most common policy for owner-occupied houses. It covers the structure against every peril not specifically excluded, and your belongings against a list of named perils.',
    },
    {
      title: 'HO-5 (comprehensive form)',
      description: 'Broader protection for newer, well-kept homes: belongings are also covered against every peril not excluded, often at replacement cost.',
    },
    {
      title: 'HO-6 (condo unit)',
      description:
        "For condominium owners. It covers the interior of your unit, improvements you have made, your belongings and your liability, while the association's master policy covers the building.",
    },
    {
      title: 'HO-4 (renters)',
      description:
        'For tenants. It covers belongings, liability and the extra cost of living elsewhere after a covered loss; the landlord insures the building.',
    },
    {
      title: 'HO-8 (older homes)',
      description:
        "For older homes whose market value is well below what it would cost to rebuild them with today's materials. Repairs are paid at actual cash value.",
    },
    {
      title: 'DP-3 (dwelling fire)',
      description: 'For a home you rent out to others. It covers the building and the rent you lose while it is repaired, and liability can be added.',
    },
  ],
  coverageTitle: 'What Does Home Insurance Cover?',
  coverageIntro: 'A standard homeowners policy combines six coverages, each with its own limit shown on your declarations page.',
  coverageItems: [
    {
      title: 'Dwelling (Coverage A)',
      description:
        'The house itself and structures attached to it, such as a garage, deck or porch. Insure it for what it would cost to rebuild, not its market value.',
    },
    {
      title: 'Other structures (Coverage B)',
      description:
        'Structures on your property that are not attached to the house, such as a fence, shed or detached garage, usually up to 10 percent of your dwelling limit.',
    },
    {
      title: 'Personal property (Coverage C)',
      description:
        'Furniture, clothing, electronics and other belongings, at home and often while you travel. Jewelry, art and collectibles have lower limits unless you schedule them.',
    },
    {
      title: 'Loss of use (Coverage D)',
      description: 'Hotel bills, meals and other extra living costs while your home cannot be lived in after a covered loss.',
    },
    {
      title: 'Personal liability (Coverage E)',
      description: 'Legal defense and damages if you are found responsible for injuring someone or damaging their property.',
    },
    { title: 'Medical payments (Coverage F)', description: 'Small medical bills of guests hurt on your property, whoever is at fault.' },
  ],
  notCovered: [
    'Flood damage: buy a separate flood insurance policy',
    'Earthquakes and other earth movement: available as an endorsement or a separate policy',
    'Sewer or drain backup, unless you add the endorsement',
    'Wear and tear, neglect, pests and mold from long-term leaks',
    'Damage you cause on purpose, and business activities run from home beyond small limits',
  ],
  bestRateTips: [
    'Bundle home and auto: Insuring your home and cars with the same company is one of the largest discounts available, commonly between 5 and 25 percent.',
    'Raise your deductible: Moving from a $500 to a $1,000 or $2,500 deductible can noticeably lower your premium. Keep the amount in savings.',
    'Protect your home: Smoke detectors, monitored alarms, deadbolts, water-leak sensors and storm shutters can each earn a discount.',
    'Update your roof and systems: A newer roof, wind-resistant roofing and updated wiring, plumbing and heating reduce risk and often the price.',
    'Keep your credit in good shape: In most states insurers use a credit-based insurance score when setting home insurance rates.',
    'Avoid small claims: Paying for minor repairs yourself helps keep a claim-free discount and keeps your record clean.',
    'Shop at renewal: Rates change every year. Comparing quotes before you renew is the simplest way to keep your premium in check.',
  ],
  briefGuide: {
    title: 'How to Buy Home Insurance',
    intro: 'Set aside half an hour and have a few details about your home at hand: its age, size, roof, construction and any updates.',
    steps: [
      "Estimate your rebuilding cost: Base your dwelling limit on what it would cost to rebuild at today's labor and material prices, not on the sale price or the land.",
      'Take an inventory: A room-by-room list or video of your belongings helps you choose a personal property limit and speeds up any claim.',
      'Choose replacement cost: Replacement cost coverage pays to replace items new, while actual cash value deducts depreciation. The difference after a loss can be large.',
      'Pick your liability limit: Choose at least $300,000 and consider an umbrella policy if you have significant savings or other assets to protect.',
      'Fill the gaps: Ask about flood, earthquake, water backup and scheduled jewelry coverage if they apply to you.',
      'Compare quotes: We compare policies from several top-rated insurers with the same limits and deductibles, so you see the real differences.',
    ],
  },
  additionalInfo: {
    title: 'Good to Know Before You Buy',
    overview: 'A few details of a home policy cause most of the surprises at claim time. Check them before you buy.',
    sections: [
      {
        title: 'Replacement cost or actual cash value',
        paragraphs: [
          'Replacement cost pays what it takes to repair or replace damaged property with new property of like kind and quality. Actual cash value subtracts depreciation, so a ten-year-old sofa or roof is paid at a fraction of its replacement price.',
          'Some policies go further with extended or guaranteed replacement cost, which pays above your dwelling limit if rebuilding costs rise after a widespread disaster.',
        ],
      },
      {
        title: 'Separate deductibles for wind and hurricanes',
        paragraphs: [
          'In coastal and storm-prone states, policies often carry a separate wind, hail or hurricane deductible, set as a percentage of your dwelling limit, commonly 1 to 5 percent. On a home insured for $400,000, a 2 percent deductible is $8,000, so read this line carefully.',
        ],
      },
      {
        title: 'Keep your coverage current',
        paragraphs: [
          'Tell your insurer about renovations, additions, a new roof or expensive purchases. Review your dwelling limit every year, since construction costs change, and ask whether your policy has an inflation guard that raises it automatically.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: 'What Affects the Price of Home Insurance?',
    description: 'Insurers price a home by how likely it is to be damaged and how much the repairs would cost. These factors weigh most.',
    factors: [
      {
        title: 'Location',
        description: 'Local weather and wildfire risk, crime rates, building costs and distance to a fire station and hydrant.',
        icon: 'map-pin',
      },
      { title: 'Rebuilding cost', description: 'Size, construction type and finishes set how much coverage the home needs.', icon: 'tool' },
      { title: 'Age and condition', description: 'The age of the roof, wiring, plumbing and heating; older systems fail more often.', icon: 'home' },
      { title: 'Claims history', description: 'Claims on your record and on the property in the last five years.', icon: 'receipt' },
      { title: 'Deductible and limits', description: 'Higher limits cost more; a higher deductible costs less.', icon: 'cash' },
      { title: 'Credit-based insurance score', description: 'Used in most states as a predictor of future claims.', icon: 'credit' },
    ],
  },
  questions: [
    {
      question: 'Is home insurance required by law?',
      answer: [
        'No state law requires home insurance, but almost every mortgage lender does, and it will ask for proof of coverage before closing.',
        "If your policy lapses, the lender can buy coverage for you and add the cost to your loan payments. That coverage usually costs much more and protects the lender's interest in the house, not your belongings or your liability.",
      ],
    },
    {
      question: 'Does home insurance cover water damage?',
      answer: [
        'It usually covers sudden and accidental water damage, such as a pipe that bursts or a water heater that fails.',
        'It does not cover flooding, which needs a separate flood policy, and usually not damage from a slow leak over time. Water that backs up through a sewer or drain is covered only if you add that endorsement.',
      ],
    },
    {
      question: 'How much dwelling coverage do I need?',
      answer: [
        "Enough to rebuild your home at today's labor and material prices. That can be more or less than what you paid for the house or could sell it for, and it leaves out the value of the land.",
        "Insurers estimate the rebuilding cost from your home's size, construction and finishes. Review the figure every year, because building costs change.",
      ],
    },
    {
      question: 'Will filing a claim raise my premium?',
      answer: [
        'It can. Insurers often raise the premium or remove a claim-free discount after a claim, especially after several claims in a few years.',
        'For a small loss close to your deductible, paying for the repair yourself may cost less in the long run. How much a claim affects your price varies by insurer and state.',
      ],
    },
  ],
  ctaText:
    'Home and auto together is the classic bundle, and it is where most families save the most. Tell us about your home and your cars, and we will compare bundled quotes from top-rated insurers.',
} satisfies ProductGuideInput;

/** The home insurance guide (/products/homeinsurance). */
export const homeGuide = withGuideDefaults(english);

/** The same guide in Spanish: its words only (guide-words.ts); guides-in-spanish.test.ts checks its figures against the English. */
const spanish: Words<typeof english> = {
  productName: 'Seguro de hogar',
  summary:
    'Proteja su casa, sus pertenencias y sus ahorros. Conozca lo que cubre el seguro de hogar, qué póliza le conviene a su vivienda y cómo bajar su prima.',
  sections: [
    { title: 'Resumen' },
    { title: 'Tipos de pólizas' },
    { title: 'Qué cubre' },
    { title: 'Cómo conseguir la mejor tarifa' },
    { title: 'Guía de compra' },
    { title: 'Conviene saber' },
    { title: 'Factores del precio' },
    { title: 'Preguntas frecuentes' },
    { title: 'Productos relacionados' },
  ],
  introData: {
    title: '¿Qué es el seguro de hogar?',
    paragraphs: [
      'El seguro de hogar, también llamado seguro de propietario de vivienda, protege el lugar donde vive y lo que guarda en él. Si un incendio, una tormenta de viento, una tubería rota o un robo dañan su casa, la póliza paga para repararla o reconstruirla y para reemplazar sus pertenencias. También lo protege si alguien se lesiona en su propiedad o si usted daña sin querer la propiedad de otra persona.',
      'Ninguna ley estatal exige el seguro de hogar, pero casi todos los prestamistas hipotecarios sí lo exigen, porque la casa es la garantía del préstamo. Aunque no tenga hipoteca, su casa probablemente sea su bien más valioso, y pocas familias podrían reconstruirla con sus ahorros.',
      'Una póliza paga las pérdidas causadas por los riesgos que nombra, hasta los límites que usted elija y después de su deducible. Conocer sus partes le ayuda a comprar la cobertura adecuada y a evitar sorpresas cuando presente un reclamo.',
    ],
  },
  typesListTitle: 'Tipos de pólizas de seguro de hogar',
  typesList: [
    {
      title: 'HO-3 (formulario especial)',
      description:
        'La póliza más común para casas ocupadas por su dueño. Cubre la estructura contra todo riesgo que no esté excluido expresamente, y sus pertenencias contra una lista de riesgos nombrados.',
    },
    {
      title: 'HO-5 (formulario integral)',
      description:
        'Protección más amplia para casas más nuevas y bien cuidadas: sus pertenencias también están cubiertas contra todo riesgo que no esté excluido, a menudo a costo de reposición.',
    },
    {
      title: 'HO-6 (unidad de condominio)',
      description:
        'Para dueños de condominios. Cubre el interior de su unidad, las mejoras que haya hecho, sus pertenencias y su responsabilidad civil, mientras que la póliza maestra de la asociación cubre el edificio.',
    },
    {
      title: 'HO-4 (inquilinos)',
      description:
        'Para inquilinos. Cubre las pertenencias, la responsabilidad civil y el costo adicional de vivir en otro lugar después de una pérdida cubierta; el dueño asegura el edificio.',
    },
    {
      title: 'HO-8 (viviendas antiguas)',
      description:
        'Para casas antiguas cuyo valor de mercado está muy por debajo de lo que costaría reconstruirlas con los materiales de hoy. Las reparaciones se pagan al valor real en efectivo.',
    },
    {
      title: 'DP-3 (vivienda en alquiler)',
      description:
        'Para una casa que usted alquila a otras personas. Cubre el edificio y el alquiler que deja de cobrar mientras se repara, y se le puede agregar responsabilidad civil.',
    },
  ],
  coverageTitle: '¿Qué cubre el seguro de hogar?',
  coverageIntro: 'Una póliza de hogar estándar combina seis coberturas, cada una con su propio límite indicado en su página de declaraciones.',
  coverageItems: [
    {
      title: 'Vivienda (Cobertura A)',
      description:
        'La casa en sí y las estructuras unidas a ella, como un garaje, una terraza o un porche. Asegúrela por lo que costaría reconstruirla, no por su valor de mercado.',
    },
    {
      title: 'Otras estructuras (Cobertura B)',
      description:
        'Las estructuras de su propiedad que no están unidas a la casa, como una cerca, un cobertizo o un garaje independiente, por lo general hasta el 10 por ciento del límite de su vivienda.',
    },
    {
      title: 'Bienes personales (Cobertura C)',
      description:
        'Muebles, ropa, aparatos electrónicos y otras pertenencias, en casa y a menudo también cuando viaja. Las joyas, el arte y los objetos de colección tienen límites más bajos, a menos que los incluya en una lista detallada en la póliza.',
    },
    {
      title: 'Pérdida de uso (Cobertura D)',
      description:
        'Las cuentas de hotel, las comidas y otros gastos adicionales de vivienda mientras su casa no se puede habitar después de una pérdida cubierta.',
    },
    {
      title: 'Responsabilidad civil personal (Cobertura E)',
      description: 'Su defensa legal y los daños y perjuicios si se determina que usted es responsable de lesionar a alguien o de dañar su propiedad.',
    },
    {
      title: 'Pagos médicos (Cobertura F)',
      description: 'Las cuentas médicas menores de los invitados que se lesionen en su propiedad, sin importar quién tenga la culpa.',
    },
  ],
  notCovered: [
    'Los daños por inundación: compre una póliza de seguro contra inundaciones aparte',
    'Los terremotos y otros movimientos de tierra: disponibles como endoso o como póliza aparte',
    'El desbordamiento de alcantarillas o desagües, a menos que agregue el endoso',
    'El desgaste, el descuido, las plagas y el moho causado por filtraciones prolongadas',
    'Los daños que cause a propósito, y las actividades de negocio en su casa por encima de límites pequeños',
  ],
  bestRateTips: [
    'Combine su hogar y su auto: Asegurar su casa y sus autos con la misma compañía es uno de los mayores descuentos disponibles, por lo general entre el 5 y el 25 por ciento.',
    'Suba su deducible: Pasar de un deducible de $500 a uno de $1,000 o $2,500 puede bajar notablemente su prima. Guarde esa cantidad en sus ahorros.',
    'Proteja su casa: Los detectores de humo, las alarmas monitoreadas, los cerrojos de seguridad, los sensores de fugas de agua y las contraventanas contra tormentas pueden darle un descuento cada uno.',
    'Renueve el techo y los sistemas: Un techo más nuevo, un techado resistente al viento y una instalación eléctrica, plomería y calefacción modernizadas reducen el riesgo y a menudo el precio.',
    'Cuide su crédito: En la mayoría de los estados, las aseguradoras usan un puntaje de seguro basado en el crédito para fijar las tarifas del seguro de hogar.',
    'Evite los reclamos pequeños: Pagar usted mismo las reparaciones menores le ayuda a conservar un descuento por no tener reclamos y a mantener limpio su historial.',
    'Compare al renovar: Las tarifas cambian cada año. Comparar cotizaciones antes de renovar es la forma más sencilla de mantener su prima bajo control.',
  ],
  briefGuide: {
    title: 'Cómo comprar un seguro de hogar',
    intro: 'Reserve media hora y tenga a mano algunos datos de su casa: su antigüedad, su tamaño, el techo, el tipo de construcción y cualquier renovación.',
    steps: [
      'Calcule el costo de reconstrucción: Base el límite de su vivienda en lo que costaría reconstruirla con los precios actuales de mano de obra y materiales, no en el precio de venta ni en el terreno.',
      'Haga un inventario: Una lista o un video de sus pertenencias, cuarto por cuarto, le ayuda a elegir el límite de bienes personales y agiliza cualquier reclamo.',
      'Elija el costo de reposición: La cobertura a costo de reposición paga para reemplazar los objetos por otros nuevos, mientras que el valor real en efectivo descuenta la depreciación. Después de una pérdida, la diferencia puede ser grande.',
      'Elija su límite de responsabilidad civil: Elija al menos $300,000 y considere una póliza de responsabilidad civil adicional (umbrella) si tiene ahorros importantes u otros bienes que proteger.',
      'Cubra lo que falta: Pregunte por la cobertura contra inundaciones, terremotos, desbordamiento de agua y joyas detalladas en la póliza, si le corresponden.',
      'Compare cotizaciones: Comparamos pólizas de varias aseguradoras de primer nivel con los mismos límites y deducibles, para que vea las diferencias reales.',
    ],
  },
  additionalInfo: {
    title: 'Conviene saber antes de comprar',
    overview: 'Unos pocos detalles de una póliza de hogar causan la mayoría de las sorpresas al presentar un reclamo. Revíselos antes de comprar.',
    sections: [
      {
        title: 'Costo de reposición o valor real en efectivo',
        paragraphs: [
          'El costo de reposición paga lo necesario para reparar o reemplazar los bienes dañados por otros nuevos de tipo y calidad similares. El valor real en efectivo resta la depreciación, así que un sofá o un techo de diez años se paga a una fracción de su precio de reposición.',
          'Algunas pólizas van más allá con el costo de reposición ampliado o garantizado, que paga por encima del límite de su vivienda si los costos de reconstrucción suben después de un desastre extenso.',
        ],
      },
      {
        title: 'Deducibles aparte para viento y huracanes',
        paragraphs: [
          'En los estados costeros y propensos a tormentas, las pólizas suelen tener un deducible aparte para viento, granizo o huracanes, fijado como un porcentaje del límite de su vivienda, por lo general del 1 al 5 por ciento. En una casa asegurada por $400,000, un deducible del 2 por ciento es de $8,000, así que lea esta línea con atención.',
        ],
      },
      {
        title: 'Mantenga su cobertura al día',
        paragraphs: [
          'Informe a su aseguradora de las remodelaciones, ampliaciones, un techo nuevo o compras costosas. Revise el límite de su vivienda cada año, ya que los costos de construcción cambian, y pregunte si su póliza tiene una protección contra la inflación que lo aumente automáticamente.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: '¿Qué influye en el precio del seguro de hogar?',
    description:
      'Las aseguradoras ponen precio a una casa según la probabilidad de que sufra daños y lo que costarían las reparaciones. Estos son los factores que más pesan.',
    factors: [
      {
        title: 'Ubicación',
        description:
          'El clima local y el riesgo de incendios forestales, los índices de delincuencia, los costos de construcción y la distancia a una estación de bomberos y a un hidrante.',
      },
      { title: 'Costo de reconstrucción', description: 'El tamaño, el tipo de construcción y los acabados determinan cuánta cobertura necesita la casa.' },
      {
        title: 'Antigüedad y estado',
        description: 'La antigüedad del techo, la instalación eléctrica, la plomería y la calefacción; los sistemas más viejos fallan más a menudo.',
      },
      { title: 'Historial de reclamos', description: 'Los reclamos en su historial y en la propiedad durante los últimos cinco años.' },
      { title: 'Deducible y límites', description: 'Los límites más altos cuestan más; un deducible más alto cuesta menos.' },
      { title: 'Puntaje de seguro basado en el crédito', description: 'Se usa en la mayoría de los estados para predecir los reclamos futuros.' },
    ],
  },
  questions: [
    {
      question: '¿La ley exige el seguro de hogar?',
      answer: [
        'Ninguna ley estatal exige el seguro de hogar, pero casi todos los prestamistas hipotecarios sí lo exigen, y le pedirán una constancia de seguro antes del cierre.',
        'Si su póliza vence sin renovarse, el prestamista puede comprar una cobertura por usted y sumar su costo a los pagos del préstamo. Esa cobertura suele costar mucho más y protege el interés del prestamista en la casa, no sus pertenencias ni su responsabilidad civil.',
      ],
    },
    {
      question: '¿El seguro de hogar cubre los daños por agua?',
      answer: [
        'Por lo general cubre los daños por agua repentinos y accidentales, como una tubería que revienta o un calentador de agua que falla.',
        'No cubre las inundaciones, que requieren una póliza de inundación aparte, y por lo general tampoco los daños de una filtración lenta a lo largo del tiempo. El agua que se devuelve por una alcantarilla o un desagüe solo está cubierta si agrega ese endoso.',
      ],
    },
    {
      question: '¿Cuánta cobertura de vivienda necesito?',
      answer: [
        'La suficiente para reconstruir su casa con los precios actuales de mano de obra y materiales. Esa cantidad puede ser mayor o menor que lo que pagó por la casa o que lo que obtendría al venderla, y no incluye el valor del terreno.',
        'Las aseguradoras calculan el costo de reconstrucción según el tamaño, la construcción y los acabados de su casa. Revise esa cifra cada año, porque los costos de construcción cambian.',
      ],
    },
    {
      question: '¿Presentar un reclamo subirá mi prima?',
      answer: [
        'Puede ser. Las aseguradoras a menudo suben la prima o quitan un descuento por no tener reclamos después de un reclamo, sobre todo después de varios reclamos en pocos años.',
        'Si la pérdida es pequeña y cercana a su deducible, pagar usted mismo la reparación puede costarle menos a la larga. Cuánto afecta un reclamo a su precio varía según la aseguradora y el estado.',
      ],
    },
  ],
  ctaText:
    'Hogar y auto juntos es la combinación clásica, y es donde la mayoría de las familias ahorran más. Cuéntenos sobre su casa y sus autos, y compararemos cotizaciones combinadas de aseguradoras de primer nivel.',
};

/** The home guide's words in English and Spanish, as its page shows them (guide-words.ts). */
export const HOME_GUIDE_TEXT = defineCatalogue('guide-home', guideMessages(homeGuide), guideMessages(spanishGuide(english, spanish)));
