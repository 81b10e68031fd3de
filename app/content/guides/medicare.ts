import { defineCatalogue } from '@site/i18n/catalogue';
import { withGuideDefaults, type ProductGuideInput } from './guide-content';
import { guideMessages, spanishGuide, type Words } from './guide-words';

const english = {
  type: 'medicare',
  productName: 'Medicare',
  displayName: 'Medicare',
  summary: 'Understand the parts of Medicare, when to enroll and how to choose between Original Medicare, Medicare Advantage and Medicare Supplement plans.',
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'types', title: 'Parts of Medicare' },
    { id: 'coverage', title: 'What It Covers' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'When to Enroll' },
    { id: 'good-to-know', title: 'Choosing a Plan' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Medicare?',
    paragraphs: [
      'Medicare is the federal health insurance program for people 65 and older. People under 65 can also qualify if they have received Social Security disability benefits for 24 months, or have end-stage renal disease or ALS.',
      'Medicare is made up of parts. Parts A and B, known together as Original Medicare, are run by the federal government. Private insurers approved by Medicare offer Medicare Advantage plans (Part C), prescription drug plans (Part D) and Medicare Supplement insurance, also called Medigap. The choices you make when you enroll shape what you pay and which doctors you can see, so they are worth making carefully.',
      'We help you compare Medicare Advantage, Part D and Medicare Supplement plans available where you live. We are not connected with or endorsed by the U.S. government or the federal Medicare program.',
    ],
  },
  typesListTitle: 'The Parts of Medicare',
  typesList: [
    {
      title: 'Part A: hospital insurance',
      description:
        'Inpatient hospital stays, skilled nursing facility care after a hospital stay, hospice and some home health care. Most people pay no premium for Part A because they or their spouse paid Medicare taxes for at least 10 years.',
    },
    {
      title: 'Part B: medical insurance',
      description:
        'Doctor visits, outpatient care, lab tests, preventive services, ambulance rides and durable medical equipment. Part B has a monthly premium, higher for people with higher incomes, and after the yearly deductible you generally pay 20 percent of the cost.',
    },
    {
      title: 'Part C: Medicare Advantage',
      description:
        'An all-in-one alternative to Original Medicare from a private insurer. Plans cover everything Parts A and B cover, usually include drug coverage, often add dental, vision and hearing benefits, and limit your yearly out-of-pocket costs. Most use a network of doctors.',
    },
    {
      title: 'Part D: prescription drug coverage',
      description:
        'Stand-alone drug plans from private insurers that you add to Original Medicare. Each plan has its own list of covered drugs, called a formulary, and yearly out-of-pocket drug costs are capped.',
    },
    {
      title: 'Medicare Supplement (Medigap)',
      description:
        'Private insurance that works with Original Medicare to pay your share of costs, such as deductibles, coinsurance and copayments. In most states plans are standardized and named by letters, so Plan G, for example, covers the same benefits whichever insurer sells it.',
    },
  ],
  coverageTitle: 'What Does Medicare Cover?',
  coverageIntro: 'Between its parts, Medicare covers most of the care people need as they age, including:',
  coverageItems: [
    { title: 'Hospital care', description: 'Inpatient stays, surgery, and care in a skilled nursing facility after a qualifying hospital stay (Part A).' },
    { title: 'Doctor and outpatient care', description: 'Office visits, specialists, outpatient surgery, lab tests and imaging (Part B).' },
    {
      title: 'Preventive services',
      description: 'Yearly wellness visits, flu shots, many cancer screenings and other preventive care, many at no cost to you (Part B).',
    },
    { title: 'Prescription drugs', description: 'Through a Part D plan or a Medicare Advantage plan that includes drug coverage.' },
    { title: 'Medical equipment', description: 'Durable medical equipment such as walkers, wheelchairs, oxygen and diabetic supplies (Part B).' },
    { title: 'Hospice and home health care', description: 'Hospice care and part-time skilled care at home when you qualify.' },
  ],
  notCovered: [
    'Most routine dental care, dentures, routine eye exams, eyeglasses and hearing aids under Original Medicare (many Advantage plans add them)',
    'Long-term custodial care, such as help with daily living in a nursing home or at home',
    'Most care outside the United States under Original Medicare (some Medigap plans cover emergencies abroad)',
    'Cosmetic surgery and most alternative treatments',
  ],
  bestRateTips: [
    'Enroll on time: Missing your Initial Enrollment Period can add lifelong late penalties to your Part B and Part D premiums.',
    'Compare total costs, not just premiums: Add up premiums, deductibles, copays and drug costs for the care you actually use.',
    'Check your prescriptions in every plan: Drug plans cover different drugs at different prices. Compare plans using your own list of medicines.',
    'Use your Medigap open enrollment period: In the six months after you turn 65 and enroll in Part B, insurers must sell you any Medigap plan at their standard price, whatever your health.',
    'Review your plan each fall: Plans change their costs, networks and drug lists every year. Use the Annual Enrollment Period to switch if a better plan is available.',
    'Ask about Extra Help: People with limited income and savings may qualify for Extra Help with drug costs or a Medicare Savings Program that pays Part B premiums.',
  ],
  briefGuide: {
    title: 'When to Enroll in Medicare',
    intro: 'Medicare has set enrollment periods. Knowing them helps you avoid gaps in coverage and late penalties.',
    steps: [
      'Initial Enrollment Period: Seven months around your 65th birthday: the three months before the month you turn 65, that month, and the three months after. If you already receive Social Security benefits, you are enrolled in Parts A and B automatically.',
      'Medigap Open Enrollment Period: Six months, starting the month you are 65 or older and enrolled in Part B. It is the best time to buy a Medicare Supplement plan.',
      'Annual Enrollment Period, October 15 to December 7: Join, switch or drop a Medicare Advantage or Part D plan. Changes take effect on January 1.',
      'Medicare Advantage Open Enrollment, January 1 to March 31: If you are in a Medicare Advantage plan, you can switch to another one or return to Original Medicare once.',
      'Special Enrollment Periods: Retiring from a job with employer health coverage, moving, or losing other coverage lets you enroll or change plans outside the usual dates.',
    ],
  },
  additionalInfo: {
    title: 'Choosing Your Medicare Path',
    overview: 'Most people choose one of three paths. Each balances monthly cost, out-of-pocket cost and freedom to choose doctors differently.',
    sections: [
      {
        title: 'Original Medicare, with or without a supplement',
        paragraphs: [
          'Original Medicare lets you see any doctor or hospital in the country that accepts Medicare, with no referrals needed. It has no yearly limit on what you pay out of pocket, so most people pair it with a Part D drug plan and often a Medicare Supplement plan.',
          'A supplement pays most or all of the costs Original Medicare leaves to you. It adds a monthly premium, but in return your costs when you need care are low and predictable.',
        ],
      },
      {
        title: 'Medicare Advantage',
        paragraphs: [
          'Medicare Advantage plans replace Original Medicare with a single private plan. Many have low or no plan premiums beyond the Part B premium, include drug coverage and extras such as dental and vision care, and cap your yearly out-of-pocket spending.',
          'In exchange, most plans use HMO or PPO networks, may require referrals or prior approval, and charge copays as you use care. Check that your doctors and hospitals are in the network before you join.',
        ],
      },
      {
        title: 'You cannot combine Medigap and Medicare Advantage',
        paragraphs: [
          'Medicare Supplement plans work only with Original Medicare. If you move from a supplement to Medicare Advantage and later want to return, an insurer may be able to turn you down or charge more for a supplement because of your health, outside the limited times when you have guaranteed rights.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: 'What Affects What You Pay for Medicare?',
    description: 'Most people pay the standard Part B premium; what you pay beyond that depends mainly on these four choices.',
    factors: [
      {
        title: 'Plan type',
        description:
          'Monthly premiums usually rank in this order: Medicare Advantage plans lowest, Original Medicare in the middle, and Original Medicare with a Medicare Supplement plan highest. Lower premiums often mean higher costs when you use care, so compare both.',
        icon: 'clipboard',
      },
      {
        title: 'Drugs',
        description:
          "The medicines you take can change your costs more than anything else. Prices vary widely: in 2022 a prescription for one blood thinner could cost up to about $511, while one for a common allergy drug cost about $3. Check each plan's formulary and tier for every prescription.",
        icon: 'pill',
      },
      {
        title: 'Extras',
        description:
          'Dental, vision, hearing and fitness benefits are not part of Original Medicare. Many Medicare Advantage plans include them; with Original Medicare you pay for them separately or through another policy.',
        icon: 'plus',
      },
      {
        title: 'Doctors',
        description:
          'Plans with networks cost less but limit your choice. If keeping particular doctors or hospitals matters to you, a PPO, or Original Medicare with a supplement, costs more but gives more freedom.',
        icon: 'doctor',
      },
    ],
  },
  questions: [
    {
      question: 'When can I sign up for Medicare?',
      answer: [
        'Your Initial Enrollment Period lasts seven months: the three months before the month you turn 65, that month, and the three months after.',
        'If you already receive Social Security benefits, you are enrolled in Parts A and B automatically. Signing up late can add lifelong penalties to your Part B and Part D premiums.',
      ],
    },
    {
      question: 'Do I need Medicare if I still have health coverage from my job?',
      answer: [
        'It depends on your coverage. If you or your spouse are still working and covered by a group health plan from an employer with 20 or more employees, you can usually delay Part B without a penalty and sign up later in a Special Enrollment Period.',
        "Coverage from a smaller employer, retiree coverage and COBRA work differently, and waiting can cost you penalties. Ask your employer's benefits office how its plan works with Medicare before you decide.",
      ],
    },
    {
      question: 'Can I keep my doctors?',
      answer: [
        'With Original Medicare, you can see any doctor or hospital in the country that accepts Medicare.',
        "Most Medicare Advantage plans use networks, so check that your doctors and hospitals are in a plan's network before you join. Networks can change from year to year.",
      ],
    },
    {
      question: 'Can I have a Medicare Supplement plan and a Medicare Advantage plan?',
      answer: [
        'No. Medicare Supplement (Medigap) plans work only with Original Medicare, and cannot be used to pay costs in a Medicare Advantage plan.',
        'If you leave a supplement for Medicare Advantage and later want one back, an insurer may be able to turn you down or charge more because of your health, outside the times when you have guaranteed rights.',
      ],
    },
    {
      question: 'Is this agency part of Medicare or the government?',
      answer: [
        'No. We are an independent insurance agency, and we are not connected with or endorsed by the U.S. government or the federal Medicare program.',
        'We help you compare plans offered by private insurers. For official information about Medicare, visit Medicare.gov or call 1-800-MEDICARE.',
      ],
    },
  ],
  ctaText:
    'Medicare is one part of your coverage. Ask us to review your Medicare options together with your home, auto and life insurance, and see where you can save across all of them.',
} satisfies ProductGuideInput;

/**
 * The Medicare guide (/products/medicare). The spec's material is cut off after the price factors
 * (Plan type, Drugs, Extras, Doctors, seed 000 §2.7) and the hints of §9; the rest is written here.
 */
export const medicareGuide = withGuideDefaults(english);

/** The same guide in Spanish: its words only (guide-words.ts); guides-in-spanish.test.ts checks its figures against the English. */
const spanish: Words<typeof english> = {
  productName: 'Medicare',
  displayName: 'Medicare',
  summary:
    'Entienda las partes de Medicare, cuándo inscribirse y cómo elegir entre Medicare Original, Medicare Advantage y los planes suplementarios de Medicare.',
  sections: [
    { title: 'Resumen' },
    { title: 'Partes de Medicare' },
    { title: 'Qué cubre' },
    { title: 'Cómo conseguir la mejor tarifa' },
    { title: 'Cuándo inscribirse' },
    { title: 'Cómo elegir un plan' },
    { title: 'Factores del precio' },
    { title: 'Preguntas frecuentes' },
    { title: 'Productos relacionados' },
  ],
  introData: {
    title: '¿Qué es Medicare?',
    paragraphs: [
      'Medicare es el programa federal de seguro de salud para personas de 65 años o más. Las personas menores de 65 años también pueden calificar si han recibido beneficios por discapacidad del Seguro Social durante 24 meses, o si tienen enfermedad renal en etapa final o esclerosis lateral amiotrófica (ALS).',
      'Medicare se compone de partes. Las Partes A y B, que juntas se conocen como Medicare Original, las administra el gobierno federal. Las aseguradoras privadas aprobadas por Medicare ofrecen planes Medicare Advantage (Parte C), planes de medicamentos recetados (Parte D) y el seguro suplementario de Medicare, también llamado Medigap. Las decisiones que tome al inscribirse determinan lo que paga y qué médicos puede ver, así que vale la pena tomarlas con cuidado.',
      'Le ayudamos a comparar los planes Medicare Advantage, de la Parte D y suplementarios de Medicare disponibles donde usted vive. No tenemos relación con el gobierno de los Estados Unidos ni con el programa federal Medicare, ni contamos con su respaldo.',
    ],
  },
  typesListTitle: 'Las partes de Medicare',
  typesList: [
    {
      title: 'Parte A: seguro de hospital',
      description:
        'Las estadías en el hospital como paciente internado, la atención en un centro de enfermería especializada después de una estadía en el hospital, los cuidados paliativos (hospicio) y algunos servicios de salud en el hogar. La mayoría de las personas no pagan prima por la Parte A porque ellas o su cónyuge pagaron impuestos de Medicare durante al menos 10 años.',
    },
    {
      title: 'Parte B: seguro médico',
      description:
        'Las consultas médicas, la atención ambulatoria, los análisis de laboratorio, los servicios preventivos, los traslados en ambulancia y el equipo médico duradero. La Parte B tiene una prima mensual, más alta para las personas con mayores ingresos, y después del deducible anual por lo general usted paga el 20 por ciento del costo.',
    },
    {
      title: 'Parte C: Medicare Advantage',
      description:
        'Una alternativa todo en uno a Medicare Original, de una aseguradora privada. Los planes cubren todo lo que cubren las Partes A y B, por lo general incluyen cobertura de medicamentos, a menudo agregan beneficios dentales, de la vista y de la audición, y limitan sus gastos de bolsillo anuales. La mayoría usa una red de médicos.',
    },
    {
      title: 'Parte D: cobertura de medicamentos recetados',
      description:
        'Planes de medicamentos independientes de aseguradoras privadas que usted agrega a Medicare Original. Cada plan tiene su propia lista de medicamentos cubiertos, llamada formulario, y los gastos de bolsillo anuales en medicamentos tienen un tope.',
    },
    {
      title: 'Seguro suplementario de Medicare (Medigap)',
      description:
        'Un seguro privado que funciona junto con Medicare Original para pagar su parte de los costos, como los deducibles, el coseguro y los copagos. En la mayoría de los estados los planes están estandarizados y se nombran con letras, así que el Plan G, por ejemplo, cubre los mismos beneficios sin importar qué aseguradora lo venda.',
    },
  ],
  coverageTitle: '¿Qué cubre Medicare?',
  coverageIntro: 'Entre todas sus partes, Medicare cubre la mayor parte de la atención que las personas necesitan a medida que envejecen, por ejemplo:',
  coverageItems: [
    {
      title: 'Atención en el hospital',
      description:
        'Las estadías como paciente internado, las cirugías y la atención en un centro de enfermería especializada después de una estadía en el hospital que califique (Parte A).',
    },
    {
      title: 'Atención médica y ambulatoria',
      description:
        'Las consultas en el consultorio, los especialistas, las cirugías ambulatorias, los análisis de laboratorio y las imágenes diagnósticas (Parte B).',
    },
    {
      title: 'Servicios preventivos',
      description:
        'Las visitas anuales de bienestar, las vacunas contra la gripe, muchas pruebas de detección del cáncer y otros cuidados preventivos, muchos sin costo para usted (Parte B).',
    },
    {
      title: 'Medicamentos recetados',
      description: 'A través de un plan de la Parte D o de un plan Medicare Advantage que incluya cobertura de medicamentos.',
    },
    {
      title: 'Equipo médico',
      description: 'El equipo médico duradero, como andaderas, sillas de ruedas, oxígeno y suministros para la diabetes (Parte B).',
    },
    {
      title: 'Cuidados paliativos y atención médica en el hogar',
      description: 'Los cuidados paliativos (hospicio) y la atención especializada de medio tiempo en el hogar cuando usted califica.',
    },
  ],
  notCovered: [
    'La mayor parte de la atención dental de rutina, las dentaduras postizas, los exámenes de la vista de rutina, los anteojos y los audífonos con Medicare Original (muchos planes Advantage los agregan)',
    'El cuidado de custodia a largo plazo, como la ayuda con las actividades diarias en un hogar de ancianos o en casa',
    'La mayor parte de la atención fuera de los Estados Unidos con Medicare Original (algunos planes Medigap cubren las emergencias en el extranjero)',
    'La cirugía estética y la mayoría de los tratamientos alternativos',
  ],
  bestRateTips: [
    'Inscríbase a tiempo: Si deja pasar su Período de Inscripción Inicial, se pueden sumar multas por inscripción tardía de por vida a sus primas de la Parte B y la Parte D.',
    'Compare los costos totales, no solo las primas: Sume las primas, los deducibles, los copagos y el costo de los medicamentos para la atención que de verdad usa.',
    'Revise sus recetas en cada plan: Los planes de medicamentos cubren medicamentos distintos a precios distintos. Compare los planes con su propia lista de medicamentos.',
    'Aproveche su período de inscripción abierta de Medigap: En los seis meses después de cumplir 65 años e inscribirse en la Parte B, las aseguradoras deben venderle cualquier plan Medigap a su precio estándar, sin importar su salud.',
    'Revise su plan cada otoño: Los planes cambian sus costos, sus redes y sus listas de medicamentos cada año. Use el Período de Inscripción Anual para cambiarse si hay un plan mejor disponible.',
    'Pregunte por la Ayuda Adicional: Las personas con ingresos y ahorros limitados pueden calificar para la Ayuda Adicional con el costo de los medicamentos o para un Programa de Ahorros de Medicare que paga las primas de la Parte B.',
  ],
  briefGuide: {
    title: 'Cuándo inscribirse en Medicare',
    intro: 'Medicare tiene períodos de inscripción fijos. Conocerlos le ayuda a evitar interrupciones en su cobertura y multas por inscripción tardía.',
    steps: [
      'Período de Inscripción Inicial: Siete meses alrededor de su cumpleaños número 65: los tres meses antes del mes en que cumple 65 años, ese mes y los tres meses después. Si ya recibe beneficios del Seguro Social, queda inscrito automáticamente en las Partes A y B.',
      'Período de Inscripción Abierta de Medigap: Seis meses, a partir del mes en que tiene 65 años o más y está inscrito en la Parte B. Es el mejor momento para comprar un plan suplementario de Medicare.',
      'Período de Inscripción Anual, del 15 de octubre al 7 de diciembre: Inscríbase, cámbiese o deje un plan Medicare Advantage o de la Parte D. Los cambios entran en vigor el 1 de enero.',
      'Inscripción Abierta de Medicare Advantage, del 1 de enero al 31 de marzo: Si está en un plan Medicare Advantage, puede cambiarse a otro o volver a Medicare Original una vez.',
      'Períodos de Inscripción Especial: Jubilarse de un trabajo con cobertura de salud del empleador, mudarse o perder otra cobertura le permite inscribirse o cambiar de plan fuera de las fechas habituales.',
    ],
  },
  additionalInfo: {
    title: 'Cómo elegir su camino en Medicare',
    overview:
      'La mayoría de las personas eligen uno de tres caminos. Cada uno equilibra de forma distinta el costo mensual, los gastos de bolsillo y la libertad para elegir médicos.',
    sections: [
      {
        title: 'Medicare Original, con o sin un plan suplementario',
        paragraphs: [
          'Medicare Original le permite ver a cualquier médico u hospital del país que acepte Medicare, sin necesidad de remisiones. No tiene un límite anual para sus gastos de bolsillo, así que la mayoría de las personas lo combinan con un plan de medicamentos de la Parte D y a menudo con un plan suplementario de Medicare.',
          'Un plan suplementario paga la mayoría o la totalidad de los costos que Medicare Original deja a su cargo. Agrega una prima mensual, pero a cambio sus costos cuando necesita atención son bajos y previsibles.',
        ],
      },
      {
        title: 'Medicare Advantage',
        paragraphs: [
          'Los planes Medicare Advantage reemplazan a Medicare Original con un solo plan privado. Muchos tienen primas bajas o sin prima del plan más allá de la prima de la Parte B, incluyen cobertura de medicamentos y beneficios adicionales como atención dental y de la vista, y ponen un tope a sus gastos de bolsillo anuales.',
          'A cambio, la mayoría de los planes usan redes HMO o PPO, pueden exigir remisiones o aprobación previa, y cobran copagos a medida que usa la atención. Antes de inscribirse, verifique que sus médicos y hospitales estén en la red.',
        ],
      },
      {
        title: 'No puede combinar Medigap y Medicare Advantage',
        paragraphs: [
          'Los planes suplementarios de Medicare solo funcionan con Medicare Original. Si pasa de un plan suplementario a Medicare Advantage y más adelante quiere volver, es posible que una aseguradora pueda rechazarlo o cobrarle más por un plan suplementario por su estado de salud, fuera de los períodos limitados en que usted tiene derechos garantizados.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: '¿Qué influye en lo que paga por Medicare?',
    description:
      'La mayoría de las personas pagan la prima estándar de la Parte B; lo que paga además de eso depende principalmente de estas cuatro decisiones.',
    factors: [
      {
        title: 'Tipo de plan',
        description:
          'Las primas mensuales suelen ordenarse así: los planes Medicare Advantage son los más bajos, Medicare Original está en el medio y Medicare Original con un plan suplementario de Medicare es el más alto. Las primas más bajas a menudo significan costos más altos cuando usa la atención, así que compare ambos.',
      },
      {
        title: 'Medicamentos',
        description:
          'Los medicamentos que toma pueden cambiar sus costos más que cualquier otra cosa. Los precios varían mucho: en 2022, una receta de un anticoagulante podía costar hasta unos $511, mientras que una de un medicamento común para la alergia costaba unos $3. Revise el formulario y el nivel de cada plan para cada una de sus recetas.',
      },
      {
        title: 'Beneficios adicionales',
        description:
          'Los beneficios dentales, de la vista, de la audición y de acondicionamiento físico no forman parte de Medicare Original. Muchos planes Medicare Advantage los incluyen; con Medicare Original usted los paga aparte o mediante otra póliza.',
      },
      {
        title: 'Médicos',
        description:
          'Los planes con redes cuestan menos pero limitan su elección. Si para usted es importante conservar ciertos médicos u hospitales, un plan PPO, o Medicare Original con un plan suplementario, cuesta más pero le da más libertad.',
      },
    ],
  },
  questions: [
    {
      question: '¿Cuándo puedo inscribirme en Medicare?',
      answer: [
        'Su Período de Inscripción Inicial dura siete meses: los tres meses antes del mes en que cumple 65 años, ese mes y los tres meses después.',
        'Si ya recibe beneficios del Seguro Social, queda inscrito automáticamente en las Partes A y B. Inscribirse tarde puede sumar multas de por vida a sus primas de la Parte B y la Parte D.',
      ],
    },
    {
      question: '¿Necesito Medicare si todavía tengo cobertura de salud de mi trabajo?',
      answer: [
        'Depende de su cobertura. Si usted o su cónyuge siguen trabajando y tienen cobertura de un plan de salud grupal de un empleador con 20 empleados o más, por lo general puede retrasar la Parte B sin multa e inscribirse más tarde en un Período de Inscripción Especial.',
        'La cobertura de un empleador más pequeño, la cobertura para jubilados y COBRA funcionan de otra manera, y esperar puede costarle multas. Antes de decidir, pregunte a la oficina de beneficios de su empleador cómo funciona su plan con Medicare.',
      ],
    },
    {
      question: '¿Puedo conservar a mis médicos?',
      answer: [
        'Con Medicare Original, puede ver a cualquier médico u hospital del país que acepte Medicare.',
        'La mayoría de los planes Medicare Advantage usan redes, así que antes de inscribirse verifique que sus médicos y hospitales estén en la red del plan. Las redes pueden cambiar de un año a otro.',
      ],
    },
    {
      question: '¿Puedo tener un plan suplementario de Medicare y un plan Medicare Advantage?',
      answer: [
        'No. Los planes suplementarios de Medicare (Medigap) solo funcionan con Medicare Original, y no se pueden usar para pagar los costos de un plan Medicare Advantage.',
        'Si deja un plan suplementario por Medicare Advantage y más adelante quiere volver a tenerlo, es posible que una aseguradora pueda rechazarlo o cobrarle más por su estado de salud, fuera de los períodos en que usted tiene derechos garantizados.',
      ],
    },
    {
      question: '¿Esta agencia forma parte de Medicare o del gobierno?',
      answer: [
        'No. Somos una agencia de seguros independiente, y no tenemos relación con el gobierno de los Estados Unidos ni con el programa federal Medicare, ni contamos con su respaldo.',
        'Le ayudamos a comparar planes ofrecidos por aseguradoras privadas. Para obtener información oficial sobre Medicare, visite Medicare.gov o llame al 1-800-MEDICARE.',
      ],
    },
  ],
  ctaText:
    'Medicare es una parte de su cobertura. Pídanos que revisemos sus opciones de Medicare junto con su seguro de hogar, de auto y de vida, y vea dónde puede ahorrar en todos ellos.',
};

/** The medicare guide's words in English and Spanish, as its page shows them (guide-words.ts). */
export const MEDICARE_GUIDE_TEXT = defineCatalogue('guide-medicare', guideMessages(medicareGuide), guideMessages(spanishGuide(english, spanish)));
