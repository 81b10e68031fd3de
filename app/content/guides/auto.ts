import { defineCatalogue } from '@site/i18n/catalogue';
import { withGuideDefaults, type ProductGuideInput } from './guide-content';
import { guideMessages, spanishGuide, type Words } from './guide-words';

const english = {
  type: 'autoinsurance',
  productName: 'Auto',
  summary: "Meet your state's requirements and protect yourself on the road. Learn what each part of an auto policy does and how to pay less for it.",
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'coverage', title: 'What It Covers' },
    { id: 'types', title: 'Optional Coverages' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'Buying Guide' },
    { id: 'good-to-know', title: 'Good to Know' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Auto Insurance?',
    paragraphs: [
      "Auto insurance protects you financially when you drive. If you cause an accident, it pays for the other people's injuries and damage, up to your limits, and for your legal defense. With the right coverages it also repairs or replaces your own car after a collision, theft, fire, hail or a run-in with a deer, and pays medical bills for you and your passengers.",
      'Nearly every state requires drivers to carry at least a minimum amount of liability insurance, and a lender or leasing company will require collision and comprehensive coverage on a financed car. State minimums are low, often far below the cost of a serious accident, so most drivers are better protected with higher limits.',
    ],
  },
  coverageTitle: 'What Does Auto Insurance Cover?',
  coverageIntro: 'An auto policy is a bundle of coverages. Some are required by your state; others you choose.',
  coverageItems: [
    {
      title: 'Bodily injury liability',
      description: 'Medical bills, lost wages and legal costs of people you injure in an accident you cause. Required in nearly every state.',
    },
    {
      title: 'Property damage liability',
      description: "Repairs to other people's cars, fences, buildings and other property you damage. Required in nearly every state.",
    },
    { title: 'Collision', description: 'Repairs to your own car after it hits another vehicle or an object, or rolls over, whoever is at fault.' },
    { title: 'Comprehensive', description: 'Damage to your car from theft, vandalism, fire, flood, hail, falling objects and hitting an animal.' },
    {
      title: 'Uninsured and underinsured motorist',
      description: "Your injuries, and in some states your car's damage, when the at-fault driver has no insurance or too little.",
    },
    {
      title: 'Medical payments or personal injury protection',
      description: 'Medical bills for you and your passengers whoever caused the accident. PIP, required in no-fault states, can also cover lost wages.',
    },
  ],
  notCovered: [
    'Damage to your own car, unless you carry collision and comprehensive coverage',
    'Normal wear and tear, mechanical breakdowns and routine maintenance',
    'Personal belongings stolen from your car: home or renters insurance may cover them',
    'Delivering goods or driving for a rideshare service, unless you add coverage for it',
    'Drivers excluded from your policy by name',
  ],
  typesListTitle: 'Optional Coverages Worth Knowing',
  typesList: [
    { title: 'Rental reimbursement', description: 'Pays for a rental car while yours is repaired after a covered claim.' },
    { title: 'Roadside assistance', description: 'Towing, jump-starts, flat-tire changes, lockout help and fuel delivery.' },
    { title: 'Gap insurance', description: 'If your financed or leased car is totaled, pays the difference between its value and what you still owe.' },
    {
      title: 'New car replacement',
      description: 'Replaces a totaled new car with a new one of the same make and model rather than paying its depreciated value.',
    },
    {
      title: 'Rideshare coverage',
      description: "Fills the gap between your personal policy and the rideshare company's coverage while you wait for ride requests.",
    },
  ],
  bestRateTips: [
    'Compare quotes every year or two: Rates for the same driver vary widely between insurers, and each insurer changes its prices over time.',
    'Bundle with home or renters insurance: A multi-policy discount lowers the price of both policies.',
    'Raise your deductibles: Moving collision and comprehensive deductibles from $250 to $500 or $1,000 lowers your premium.',
    'Keep a clean record: Accidents and tickets raise rates for three to five years. Safe driving is the discount that grows over time.',
    'Ask about driver discounts: Good-student, defensive-driving course, low-mileage, multi-car, military and professional discounts all exist.',
    'Try a telematics program: Many insurers offer a discount for letting an app or plug-in device measure how safely and how much you drive.',
    'Drop coverage you no longer need: On an older car worth little, collision and comprehensive may cost more than they could ever pay out.',
  ],
  briefGuide: {
    title: 'How to Buy Auto Insurance',
    intro: "Have each driver's license number and each car's year, make, model and VIN ready before you start.",
    steps: [
      "Know your state's minimums: Your state sets the least liability coverage you must carry, and some states also require PIP or uninsured motorist coverage.",
      'Choose liability limits that protect your savings: Many advisers suggest at least 100/300/100 ($100,000 per person and $300,000 per accident for injuries, $100,000 for property).',
      "Decide on collision and comprehensive: Required on a financed or leased car; on an older car, weigh the premium against the car's value.",
      'List every driver in your household: Leaving out a teenager or a regular driver can lead to a denied claim.',
      'Compare quotes on equal terms: We compare policies from several insurers with the same limits and deductibles.',
    ],
  },
  additionalInfo: {
    title: 'Good to Know',
    overview: 'A few rules of the road for auto insurance that are easy to overlook.',
    sections: [
      {
        title: 'What the numbers on your policy mean',
        paragraphs: [
          "Liability limits are often written as three numbers, such as 50/100/50. The first is the most paid for one person's injuries, in thousands of dollars; the second the most for all injuries in one accident; the third the most for property damage.",
        ],
      },
      {
        title: 'At-fault and no-fault states',
        paragraphs: [
          "In most states the driver who causes an accident, and that driver's insurer, pays for the damage. About a dozen states use a no-fault system instead, in which your own personal injury protection pays your medical bills first, whoever was at fault.",
        ],
      },
      {
        title: 'Coverage follows the car',
        paragraphs: [
          'In most cases your insurance goes with your car, so a friend who borrows it with your permission is usually covered by your policy. Regular drivers of your car should still be listed on the policy.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: 'What Affects the Price of Auto Insurance?',
    description: 'Insurers estimate how likely you are to file a claim and how much it could cost. These are the factors that matter most.',
    factors: [
      { title: 'Driving record', description: 'Accidents, speeding tickets and DUIs in recent years raise rates the most.', icon: 'car' },
      { title: 'Where you live and park', description: 'Traffic, theft, weather and repair costs in your ZIP code.', icon: 'map-pin' },
      { title: 'Age and experience', description: 'Young and newly licensed drivers pay the most; rates usually fall with experience.', icon: 'user' },
      { title: 'Your car', description: 'Its value, repair costs, safety ratings and how often the model is stolen.', icon: 'tool' },
      { title: 'Miles you drive', description: 'A long daily commute means more time on the road and more risk.', icon: 'gauge' },
      { title: 'Coverage and deductibles', description: 'Higher limits cost more; higher deductibles cost less.', icon: 'shield' },
      { title: 'Credit-based insurance score', description: 'Used by insurers in most states; a few states ban or limit it.', icon: 'credit' },
    ],
  },
  questions: [
    {
      question: 'What does full coverage car insurance mean?',
      answer: [
        'Full coverage is not a legal term or a type of policy. It usually means liability coverage together with collision and comprehensive, which pay to repair your own car.',
        'Your state requires liability coverage, and in some states personal injury protection or uninsured motorist coverage. A lender or leasing company will require collision and comprehensive until the car is paid off.',
      ],
    },
    {
      question: 'Does my auto insurance cover a rental car?',
      answer: [
        'Often, yes. The liability coverage of a personal auto policy usually extends to a car you rent for personal use in the United States, and your collision and comprehensive coverage usually apply if you carry them.',
        'The rules vary by insurer and state, and your policy may not pay fees the rental company charges while its car is off the road. Check your policy or ask us before you decline the coverage offered at the rental counter.',
      ],
    },
    {
      question: 'Is someone else covered when they drive my car?',
      answer: [
        'Usually, yes. In most cases insurance follows the car, so a friend who borrows it with your permission is covered by your policy.',
        'People who live with you or drive your car regularly should be listed on your policy, and a driver excluded from your policy by name is not covered.',
      ],
    },
    {
      question: 'How long do accidents and tickets affect my rates?',
      answer: [
        'Usually three to five years, depending on the insurer and the state. Serious violations, such as driving under the influence, can affect your rates for longer.',
        'After that, a clean record is the most reliable way to bring the price back down.',
      ],
    },
    {
      question: 'Does car insurance cover flood or hail damage?',
      answer: [
        'Yes, if you carry comprehensive coverage. It pays for damage to your car from floods, hail, falling trees, fire and theft, after your deductible.',
        'A policy with liability coverage only pays for damage you cause to others, not for damage to your own car.',
      ],
    },
  ],
  ctaText:
    'Put your cars and your home with one insurer and save on both. Tell us about your drivers and vehicles, and we will compare bundled quotes from top-rated insurers.',
} satisfies ProductGuideInput;

/** The auto insurance guide (/products/autoinsurance). */
export const autoGuide = withGuideDefaults(english);

/** The same guide in Spanish: its words only (guide-words.ts); guides-in-spanish.test.ts checks its figures against the English. */
const spanish: Words<typeof english> = {
  productName: 'Seguro de auto',
  summary:
    'Cumpla con los requisitos de su estado y protéjase en la carretera. Conozca para qué sirve cada parte de una póliza de auto y cómo pagar menos por ella.',
  sections: [
    { title: 'Resumen' },
    { title: 'Qué cubre' },
    { title: 'Coberturas opcionales' },
    { title: 'Cómo conseguir la mejor tarifa' },
    { title: 'Guía de compra' },
    { title: 'Conviene saber' },
    { title: 'Factores del precio' },
    { title: 'Preguntas frecuentes' },
    { title: 'Productos relacionados' },
  ],
  introData: {
    title: '¿Qué es el seguro de auto?',
    paragraphs: [
      'El seguro de auto lo protege económicamente cuando maneja. Si usted causa un accidente, paga las lesiones y los daños de las otras personas, hasta sus límites, y su defensa legal. Con las coberturas adecuadas también repara o reemplaza su propio auto después de un choque, un robo, un incendio, granizo o un encontronazo con un venado, y paga las cuentas médicas de usted y de sus pasajeros.',
      'Casi todos los estados exigen que los conductores tengan al menos una cantidad mínima de seguro de responsabilidad civil, y un prestamista o una compañía de arrendamiento exigirá cobertura de choque y cobertura amplia en un auto financiado. Los mínimos estatales son bajos, a menudo muy por debajo del costo de un accidente grave, por lo que la mayoría de los conductores están mejor protegidos con límites más altos.',
    ],
  },
  coverageTitle: '¿Qué cubre el seguro de auto?',
  coverageIntro: 'Una póliza de auto es un conjunto de coberturas. Algunas las exige su estado; otras las elige usted.',
  coverageItems: [
    {
      title: 'Responsabilidad civil por lesiones corporales',
      description:
        'Las cuentas médicas, los salarios perdidos y los gastos legales de las personas que usted lesione en un accidente que cause. Obligatoria en casi todos los estados.',
    },
    {
      title: 'Responsabilidad civil por daños a la propiedad',
      description: 'La reparación de autos, cercas, edificios y otros bienes ajenos que usted dañe. Obligatoria en casi todos los estados.',
    },
    {
      title: 'Choque',
      description: 'La reparación de su propio auto cuando choca con otro vehículo o con un objeto, o se vuelca, sin importar quién tenga la culpa.',
    },
    {
      title: 'Cobertura amplia',
      description: 'Los daños a su auto por robo, vandalismo, incendio, inundación, granizo, caída de objetos y choque con un animal.',
    },
    {
      title: 'Conductor sin seguro o con seguro insuficiente',
      description: 'Sus lesiones, y en algunos estados los daños a su auto, cuando el conductor culpable no tiene seguro o tiene muy poco.',
    },
    {
      title: 'Pagos médicos o protección contra lesiones personales',
      description:
        'Las cuentas médicas de usted y de sus pasajeros, sin importar quién causó el accidente. La protección contra lesiones personales (PIP), obligatoria en los estados sin culpa, también puede cubrir salarios perdidos.',
    },
  ],
  notCovered: [
    'Los daños a su propio auto, a menos que tenga cobertura de choque y cobertura amplia',
    'El desgaste normal, las averías mecánicas y el mantenimiento de rutina',
    'Las pertenencias robadas de su auto: su seguro de hogar o de inquilino puede cubrirlas',
    'Repartir mercancía o manejar para un servicio de viajes compartidos, a menos que agregue cobertura para ello',
    'Los conductores excluidos de su póliza por nombre',
  ],
  typesListTitle: 'Coberturas opcionales que conviene conocer',
  typesList: [
    { title: 'Reembolso de auto de alquiler', description: 'Paga un auto de alquiler mientras reparan el suyo después de un reclamo cubierto.' },
    {
      title: 'Asistencia en carretera',
      description: 'Remolque, arranque con cables, cambio de llantas ponchadas, ayuda si se queda fuera del auto y entrega de combustible.',
    },
    {
      title: 'Seguro de brecha (gap)',
      description: 'Si su auto financiado o arrendado es pérdida total, paga la diferencia entre su valor y lo que usted todavía debe.',
    },
    {
      title: 'Reemplazo de auto nuevo',
      description: 'Reemplaza un auto nuevo declarado pérdida total por uno nuevo de la misma marca y modelo, en lugar de pagar su valor depreciado.',
    },
    {
      title: 'Cobertura para viajes compartidos',
      description: 'Cubre el espacio entre su póliza personal y la cobertura de la compañía de viajes compartidos mientras usted espera solicitudes de viaje.',
    },
  ],
  bestRateTips: [
    'Compare cotizaciones cada uno o dos años: Las tarifas para el mismo conductor varían mucho de una aseguradora a otra, y cada aseguradora cambia sus precios con el tiempo.',
    'Combínelo con su seguro de hogar o de inquilino: Un descuento por múltiples pólizas baja el precio de ambas.',
    'Suba sus deducibles: Pasar los deducibles de choque y de cobertura amplia de $250 a $500 o $1,000 reduce su prima.',
    'Mantenga un historial limpio: Los accidentes y las multas suben las tarifas durante tres a cinco años. Manejar con cuidado es el descuento que crece con el tiempo.',
    'Pregunte por los descuentos para conductores: Existen descuentos por buen estudiante, por curso de manejo defensivo, por poco kilometraje, por varios autos, para militares y por profesión.',
    'Pruebe un programa de telemática: Muchas aseguradoras ofrecen un descuento si deja que una aplicación o un dispositivo conectado mida cuánto y con cuánto cuidado maneja.',
    'Elimine coberturas que ya no necesita: En un auto viejo que vale poco, las coberturas de choque y amplia pueden costar más de lo que podrían llegar a pagar.',
  ],
  briefGuide: {
    title: 'Cómo comprar un seguro de auto',
    intro:
      'Antes de empezar, tenga a mano el número de licencia de cada conductor y el año, la marca, el modelo y el número de identificación del vehículo (VIN) de cada auto.',
    steps: [
      'Conozca los mínimos de su estado: Su estado fija la cobertura mínima de responsabilidad civil que debe tener, y algunos estados también exigen PIP o cobertura de conductor sin seguro.',
      'Elija límites de responsabilidad civil que protejan sus ahorros: Muchos asesores sugieren al menos 100/300/100 ($100,000 por persona y $300,000 por accidente para lesiones, y $100,000 para daños a la propiedad).',
      'Decida sobre la cobertura de choque y la cobertura amplia: Son obligatorias en un auto financiado o arrendado; en un auto viejo, compare la prima con el valor del auto.',
      'Incluya a todos los conductores de su hogar: Dejar fuera a un adolescente o a un conductor habitual puede llevar a que le nieguen un reclamo.',
      'Compare cotizaciones en igualdad de condiciones: Comparamos pólizas de varias aseguradoras con los mismos límites y deducibles.',
    ],
  },
  additionalInfo: {
    title: 'Conviene saber',
    overview: 'Algunas reglas del seguro de auto que es fácil pasar por alto.',
    sections: [
      {
        title: 'Qué significan los números de su póliza',
        paragraphs: [
          'Los límites de responsabilidad civil suelen escribirse como tres números, por ejemplo 50/100/50. El primero es lo máximo que se paga por las lesiones de una persona, en miles de dólares; el segundo, lo máximo por todas las lesiones de un accidente; el tercero, lo máximo por daños a la propiedad.',
        ],
      },
      {
        title: 'Estados con culpa y estados sin culpa',
        paragraphs: [
          'En la mayoría de los estados, el conductor que causa un accidente, y la aseguradora de ese conductor, pagan los daños. Alrededor de una docena de estados usan en cambio un sistema sin culpa, en el que su propia protección contra lesiones personales paga primero sus cuentas médicas, sin importar quién tuvo la culpa.',
        ],
      },
      {
        title: 'La cobertura sigue al auto',
        paragraphs: [
          'En la mayoría de los casos su seguro va con su auto, así que un amigo que lo toma prestado con su permiso suele estar cubierto por su póliza. Aun así, quienes manejan su auto con regularidad deben figurar en la póliza.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: '¿Qué influye en el precio del seguro de auto?',
    description: 'Las aseguradoras calculan qué tan probable es que usted presente un reclamo y cuánto podría costar. Estos son los factores que más cuentan.',
    factors: [
      {
        title: 'Historial de manejo',
        description:
          'Los accidentes, las multas por exceso de velocidad y las condenas por manejar bajo los efectos del alcohol en los últimos años son lo que más sube las tarifas.',
      },
      { title: 'Dónde vive y estaciona', description: 'El tráfico, los robos, el clima y los costos de reparación en su código postal (ZIP).' },
      {
        title: 'Edad y experiencia',
        description: 'Los conductores jóvenes y los que acaban de sacar la licencia pagan más; las tarifas suelen bajar con la experiencia.',
      },
      { title: 'Su auto', description: 'Su valor, el costo de repararlo, sus calificaciones de seguridad y con qué frecuencia se roba ese modelo.' },
      { title: 'Millas que maneja', description: 'Un trayecto diario largo al trabajo significa más tiempo en la carretera y más riesgo.' },
      { title: 'Coberturas y deducibles', description: 'Los límites más altos cuestan más; los deducibles más altos cuestan menos.' },
      {
        title: 'Puntaje de seguro basado en el crédito',
        description: 'Lo usan las aseguradoras en la mayoría de los estados; unos pocos estados lo prohíben o lo limitan.',
      },
    ],
  },
  questions: [
    {
      question: '¿Qué significa un seguro de auto con cobertura total?',
      answer: [
        'La cobertura total no es un término legal ni un tipo de póliza. Suele significar cobertura de responsabilidad civil junto con cobertura de choque y cobertura amplia, que pagan la reparación de su propio auto.',
        'Su estado exige cobertura de responsabilidad civil y, en algunos estados, protección contra lesiones personales o cobertura de conductor sin seguro. Un prestamista o una compañía de arrendamiento exigirá cobertura de choque y cobertura amplia hasta que el auto esté pagado.',
      ],
    },
    {
      question: '¿Mi seguro de auto cubre un auto de alquiler?',
      answer: [
        'A menudo, sí. La cobertura de responsabilidad civil de una póliza de auto personal suele extenderse a un auto que usted alquila para uso personal en los Estados Unidos, y sus coberturas de choque y amplia suelen aplicarse si las tiene.',
        'Las reglas varían según la aseguradora y el estado, y es posible que su póliza no pague los cargos que cobra la compañía de alquiler mientras su auto está fuera de servicio. Revise su póliza o pregúntenos antes de rechazar la cobertura que le ofrecen en el mostrador de alquiler.',
      ],
    },
    {
      question: '¿Otra persona está cubierta cuando maneja mi auto?',
      answer: [
        'Por lo general, sí. En la mayoría de los casos el seguro sigue al auto, así que un amigo que lo toma prestado con su permiso está cubierto por su póliza.',
        'Las personas que viven con usted o que manejan su auto con regularidad deben figurar en su póliza, y un conductor excluido de su póliza por nombre no está cubierto.',
      ],
    },
    {
      question: '¿Por cuánto tiempo afectan mis tarifas los accidentes y las multas?',
      answer: [
        'Por lo general, de tres a cinco años, según la aseguradora y el estado. Las infracciones graves, como manejar bajo los efectos del alcohol, pueden afectar sus tarifas por más tiempo.',
        'Después, un historial limpio es la forma más segura de volver a bajar el precio.',
      ],
    },
    {
      question: '¿El seguro de auto cubre los daños por inundación o granizo?',
      answer: [
        'Sí, si tiene cobertura amplia. Paga los daños a su auto por inundaciones, granizo, caída de árboles, incendio y robo, después de su deducible.',
        'Una póliza con solo cobertura de responsabilidad civil paga únicamente los daños que usted cause a otros, no los daños a su propio auto.',
      ],
    },
  ],
  ctaText:
    'Asegure sus autos y su casa con una sola aseguradora y ahorre en ambos. Cuéntenos sobre sus conductores y vehículos, y compararemos cotizaciones combinadas de aseguradoras de primer nivel.',
};

/** The auto guide's words in English and Spanish, as its page shows them (guide-words.ts). */
export const AUTO_GUIDE_TEXT = defineCatalogue('guide-auto', guideMessages(autoGuide), guideMessages(spanishGuide(english, spanish)));
