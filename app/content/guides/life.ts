import { defineCatalogue } from '@site/i18n/catalogue';
import { withGuideDefaults, type ProductGuideInput } from './guide-content';
import { guideMessages, spanishGuide, type Words } from './guide-words';

const english = {
  type: 'lifeinsurance',
  productName: 'Life',
  summary:
    'Make sure the people who depend on you are provided for. Learn how term and permanent life insurance differ, how much coverage you need and what sets the price.',
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'types', title: 'Types of Life Insurance' },
    { id: 'coverage', title: 'What It Pays For' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'How Much You Need' },
    { id: 'good-to-know', title: 'Good to Know' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Life Insurance?',
    paragraphs: [
      "Life insurance pays a sum of money, called the death benefit, to the people you choose when you die. Your beneficiaries can use it however they need: to replace your income, pay off the mortgage, cover funeral costs, clear debts or pay for a child's education.",
      'If anyone depends on your income or on the work you do at home, such as a spouse, children or a parent you support, life insurance is one of the most important financial decisions you can make. It is also least expensive when you are young and healthy, so the best time to buy is usually sooner rather than later.',
      'In most cases the death benefit is paid free of federal income tax, and it goes straight to your beneficiaries without passing through probate.',
    ],
  },
  typesListTitle: 'Types of Life Insurance',
  typesList: [
    {
      title: 'Term life',
      description:
        'Covers you for a set period, commonly 10, 20 or 30 years, for a fixed premium. If you die during the term, your beneficiaries are paid. It is the most affordable way to buy a large amount of coverage, and suits needs that end, such as raising children or paying off a mortgage.',
    },
    {
      title: 'Whole life',
      description:
        'Permanent coverage for your whole life, with a premium that never rises. Part of each premium builds cash value that grows at a guaranteed rate and that you can borrow against.',
    },
    {
      title: 'Universal life',
      description:
        'Permanent coverage with flexible premiums and an adjustable death benefit. Its cash value earns interest; indexed and variable versions tie growth to market performance.',
    },
    {
      title: 'Final expense',
      description: 'A small whole life policy, usually $5,000 to $25,000, meant to pay funeral costs and final bills. Health questions are few or none.',
    },
    {
      title: 'Group life',
      description: 'Offered through an employer, often free or low-cost. Coverage is usually one or two times your salary and may end when you leave the job.',
    },
  ],
  coverageTitle: 'What Can the Death Benefit Pay For?',
  coverageIntro: 'Your beneficiaries decide how to use the money. Families most often use it for these costs.',
  coverageItems: [
    { title: 'Lost income', description: 'Years of your paycheck, so your family can keep paying the bills and keep their home.' },
    { title: 'Mortgage and debts', description: 'The remaining mortgage, car loans, credit cards and any co-signed loans.' },
    { title: "Children's education", description: 'College or training costs you planned to help with.' },
    { title: 'Childcare and household help', description: 'The cost of replacing the work a stay-at-home parent does.' },
    { title: 'Funeral and final expenses', description: 'Funeral costs, medical bills and estate costs.' },
    { title: 'Business needs', description: "Buying out a partner's share or keeping a business running after the loss of a key person." },
  ],
  notCovered: [
    'Death by suicide within the first two years of the policy in most states (premiums are usually refunded)',
    'Deaths during the contestability period where the application left out or misstated important facts',
    'Deaths from causes the policy specifically excludes, such as certain high-risk activities you did not disclose',
  ],
  bestRateTips: [
    'Buy while you are young and healthy: Premiums are set when you buy, and each year of age adds to the price of a new policy.',
    'Match the term to your needs: Choose a 10-, 20- or 30-year term that lasts until your children are grown or your mortgage is paid, and no longer.',
    'Compare insurers: Insurers view health conditions differently, so the same person can be offered very different rates. An agency can find the insurer that treats your history best.',
    'Quit tobacco: Smokers pay two to three times as much. Most insurers offer non-smoker rates after 12 months without tobacco.',
    'Prepare for the medical exam: Sleep well, drink water and avoid alcohol, heavy exercise and salty food for a day or two before it.',
    'Pay annually: Paying the premium once a year usually costs less than monthly payments.',
    'Consider laddering: Two or more term policies of different lengths can cost less than one large policy, as your needs fall over time.',
  ],
  briefGuide: {
    title: 'How Much Life Insurance Do You Need?',
    intro: 'There is no single right number, but adding up what your family would need gives a solid estimate.',
    steps: [
      'Replace your income: A common starting point is 10 to 15 times your annual income, or enough to cover the years until your youngest child is independent.',
      'Add your debts: Include the mortgage balance, car loans and any other debts you would not want to leave behind.',
      'Add future costs: Add college costs and an allowance of around $10,000 to $15,000 for funeral and final expenses.',
      'Subtract what you have: Take away savings, investments and any life insurance you already have through work.',
      'Choose a term: Pick the term that covers the longest of these needs, then compare quotes.',
    ],
  },
  additionalInfo: {
    title: 'Good to Know',
    overview: 'A few terms and choices come up with every life insurance policy.',
    sections: [
      {
        title: 'Naming beneficiaries',
        paragraphs: [
          'Name a primary beneficiary and at least one contingent beneficiary, and update them after marriage, divorce or the birth of a child. Minor children cannot receive the money directly, so many parents name a trust or a custodian instead.',
        ],
      },
      {
        title: 'Riders',
        paragraphs: [
          'Riders add features to a policy. Common ones are waiver of premium if you become disabled, an accelerated death benefit that pays part of the benefit early if you are terminally ill, a child term rider, and a conversion option that lets you turn term coverage into permanent coverage without a new medical exam.',
        ],
      },
      {
        title: 'Medical underwriting',
        paragraphs: [
          'Most policies ask about your health, family history, lifestyle and job, and some require a short exam with blood and urine tests. Some insurers now offer accelerated underwriting with no exam for healthy applicants. Simplified and guaranteed issue policies skip the exam but cost more for the same coverage.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: 'What Affects the Price of Life Insurance?',
    description: 'Life insurance is priced on life expectancy and the amount of coverage. These factors weigh most.',
    factors: [
      { title: 'Age', description: 'The younger you are when you buy, the lower your premium for the life of the policy.', icon: 'calendar' },
      { title: 'Health', description: 'Your current health, medical history and family history, often checked with a medical exam.', icon: 'heart' },
      { title: 'Tobacco use', description: 'Smoking, vaping and chewing tobacco multiply the price.', icon: 'user' },
      {
        title: 'Policy type and term',
        description: 'Term costs far less than permanent coverage; longer terms cost more than shorter ones.',
        icon: 'clipboard',
      },
      { title: 'Coverage amount', description: 'A larger death benefit costs more, though the price per $1,000 often falls.', icon: 'cash' },
      { title: 'Occupation and hobbies', description: 'Dangerous work or pastimes such as piloting or scuba diving can raise rates.', icon: 'scale' },
    ],
  },
  questions: [
    {
      question: 'Should I buy term or whole life insurance?',
      answer: [
        'It depends on what the coverage is for. Term life covers a set period, such as 10, 20 or 30 years, and is the least expensive way to buy a large amount of coverage, which suits needs that end, like raising children or paying off a mortgage.',
        'Whole life lasts your whole life and builds cash value, but costs much more for the same death benefit. Comparing both for your own situation is the best way to decide.',
      ],
    },
    {
      question: 'Do I need a medical exam to get life insurance?',
      answer: [
        'Not always. Many policies ask health questions and some require a short exam with blood and urine tests, while some insurers offer accelerated underwriting with no exam for healthy applicants.',
        'Simplified and guaranteed issue policies skip the exam, but they cost more for the same coverage.',
      ],
    },
    {
      question: 'Is a life insurance payout taxable?',
      answer: [
        'In most cases the death benefit is paid to your beneficiaries free of federal income tax.',
        'There are exceptions: interest earned on a benefit paid in installments is taxable, and a large estate that includes the policy may owe estate tax. A tax adviser can tell you how the rules apply to you.',
      ],
    },
    {
      question: 'Is the life insurance I have through work enough?',
      answer: [
        'Often not. Group life is usually one or two times your salary, while many families need a good deal more to replace years of income and pay off a mortgage.',
        'Group coverage may also end when you leave the job. A policy you own yourself stays with you wherever you work.',
      ],
    },
    {
      question: 'What happens when my term life policy ends?',
      answer: [
        'The coverage stops, and no benefit is paid if you outlive the term.',
        'Many term policies let you renew year by year at a much higher price, or convert to permanent coverage without a new medical exam before a set age or date. Check the renewal and conversion terms when you buy.',
      ],
    },
  ],
  ctaText:
    'Life insurance protects the people who count on you; home and auto coverage protect what you own. Ask us to review them together, and we will compare quotes from top-rated insurers.',
} satisfies ProductGuideInput;

/** The life insurance guide (/products/lifeinsurance). Term lengths: seed 000 §9. */
export const lifeGuide = withGuideDefaults(english);

/** The same guide in Spanish: its words only (guide-words.ts); guides-in-spanish.test.ts checks its figures against the English. */
const spanish: Words<typeof english> = {
  productName: 'Seguro de vida',
  summary:
    'Asegúrese de que las personas que dependen de usted queden protegidas. Conozca en qué se diferencian el seguro de vida a término y el permanente, cuánta cobertura necesita y qué determina el precio.',
  sections: [
    { title: 'Resumen' },
    { title: 'Tipos de seguro de vida' },
    { title: 'Qué paga' },
    { title: 'Cómo conseguir la mejor tarifa' },
    { title: 'Cuánto necesita' },
    { title: 'Conviene saber' },
    { title: 'Factores del precio' },
    { title: 'Preguntas frecuentes' },
    { title: 'Productos relacionados' },
  ],
  introData: {
    title: '¿Qué es el seguro de vida?',
    paragraphs: [
      'El seguro de vida paga una suma de dinero, llamada beneficio por fallecimiento, a las personas que usted elija cuando fallezca. Sus beneficiarios pueden usarla como la necesiten: para reemplazar sus ingresos, terminar de pagar la hipoteca, cubrir los gastos del funeral, saldar deudas o pagar la educación de un hijo.',
      'Si alguien depende de sus ingresos o del trabajo que usted hace en casa, como su cónyuge, sus hijos o uno de sus padres a quien mantiene, el seguro de vida es una de las decisiones financieras más importantes que puede tomar. Además, es más barato cuando usted es joven y está sano, así que el mejor momento para comprarlo suele ser cuanto antes.',
      'En la mayoría de los casos, el beneficio por fallecimiento se paga libre del impuesto federal sobre los ingresos, y llega directamente a sus beneficiarios sin pasar por el proceso sucesorio.',
    ],
  },
  typesListTitle: 'Tipos de seguro de vida',
  typesList: [
    {
      title: 'Seguro de vida a término',
      description:
        'Lo cubre durante un período fijo, por lo general de 10, 20 o 30 años, por una prima fija. Si usted fallece durante ese período, se les paga a sus beneficiarios. Es la forma más económica de comprar una cobertura grande, y se adapta a necesidades que terminan, como criar a los hijos o terminar de pagar una hipoteca.',
    },
    {
      title: 'Seguro de vida entero',
      description:
        'Cobertura permanente para toda su vida, con una prima que nunca sube. Una parte de cada prima acumula un valor en efectivo que crece a una tasa garantizada y que puede usar como garantía de un préstamo.',
    },
    {
      title: 'Seguro de vida universal',
      description:
        'Cobertura permanente con primas flexibles y un beneficio por fallecimiento ajustable. Su valor en efectivo gana intereses; las versiones indexadas y variables vinculan el crecimiento al rendimiento del mercado.',
    },
    {
      title: 'Seguro de gastos finales',
      description:
        'Una póliza pequeña de vida entero, por lo general de $5,000 a $25,000, pensada para pagar los gastos del funeral y las últimas cuentas. Tiene pocas preguntas de salud o ninguna.',
    },
    {
      title: 'Seguro de vida grupal',
      description:
        'Lo ofrece un empleador, a menudo gratis o a bajo costo. La cobertura suele ser de una o dos veces su salario y puede terminar cuando usted deja el trabajo.',
    },
  ],
  coverageTitle: '¿Qué puede pagar el beneficio por fallecimiento?',
  coverageIntro: 'Sus beneficiarios deciden cómo usar el dinero. Las familias lo usan con más frecuencia para estos gastos.',
  coverageItems: [
    { title: 'Ingresos perdidos', description: 'Años de su sueldo, para que su familia pueda seguir pagando las cuentas y conservar su casa.' },
    {
      title: 'Hipoteca y deudas',
      description: 'Lo que queda de la hipoteca, los préstamos de auto, las tarjetas de crédito y cualquier préstamo del que usted sea codeudor.',
    },
    { title: 'La educación de los hijos', description: 'Los gastos de la universidad o de la capacitación con los que pensaba ayudar.' },
    { title: 'Cuidado de los niños y ayuda en casa', description: 'El costo de reemplazar el trabajo que hace un padre o una madre que se queda en casa.' },
    { title: 'Funeral y gastos finales', description: 'Los gastos del funeral, las cuentas médicas y los gastos de la herencia.' },
    {
      title: 'Necesidades del negocio',
      description: 'Comprar la parte de un socio o mantener un negocio en marcha después de perder a una persona clave.',
    },
  ],
  notCovered: [
    'La muerte por suicidio dentro de los dos primeros años de la póliza en la mayoría de los estados (por lo general se devuelven las primas)',
    'Las muertes durante el período de impugnación cuando la solicitud omitió o declaró mal datos importantes',
    'Las muertes por causas que la póliza excluye expresamente, como ciertas actividades de alto riesgo que usted no declaró',
  ],
  bestRateTips: [
    'Cómprelo mientras es joven y está sano: Las primas se fijan al comprar, y cada año de edad sube el precio de una póliza nueva.',
    'Ajuste el plazo a sus necesidades: Elija un plazo de 10, 20 o 30 años que dure hasta que sus hijos sean mayores o su hipoteca esté pagada, y no más.',
    'Compare aseguradoras: Cada aseguradora evalúa las condiciones de salud a su manera, así que a la misma persona le pueden ofrecer tarifas muy distintas. Una agencia puede encontrar la aseguradora que mejor trate su historial.',
    'Deje el tabaco: Los fumadores pagan de dos a tres veces más. La mayoría de las aseguradoras ofrecen tarifas de no fumador después de 12 meses sin tabaco.',
    'Prepárese para el examen médico: Duerma bien, tome agua y evite el alcohol, el ejercicio intenso y la comida salada durante uno o dos días antes.',
    'Pague una vez al año: Pagar la prima una vez al año suele costar menos que los pagos mensuales.',
    'Considere escalonar pólizas: Dos o más pólizas a término de distintos plazos pueden costar menos que una sola póliza grande, ya que sus necesidades bajan con el tiempo.',
  ],
  briefGuide: {
    title: '¿Cuánto seguro de vida necesita?',
    intro: 'No hay un único número correcto, pero sumar lo que su familia necesitaría le da un cálculo sólido.',
    steps: [
      'Reemplace sus ingresos: Un punto de partida común es de 10 a 15 veces sus ingresos anuales, o lo suficiente para cubrir los años hasta que su hijo menor sea independiente.',
      'Sume sus deudas: Incluya el saldo de la hipoteca, los préstamos de auto y cualquier otra deuda que no quisiera dejar pendiente.',
      'Sume los gastos futuros: Agregue los gastos de la universidad y una reserva de unos $10,000 a $15,000 para el funeral y los gastos finales.',
      'Reste lo que ya tiene: Descuente los ahorros, las inversiones y cualquier seguro de vida que ya tenga a través de su trabajo.',
      'Elija un plazo: Elija el plazo que cubra la más larga de estas necesidades y luego compare cotizaciones.',
    ],
  },
  additionalInfo: {
    title: 'Conviene saber',
    overview: 'Algunos términos y decisiones aparecen en toda póliza de seguro de vida.',
    sections: [
      {
        title: 'Cómo nombrar a sus beneficiarios',
        paragraphs: [
          'Nombre a un beneficiario principal y al menos a un beneficiario contingente, y actualícelos después de un matrimonio, un divorcio o el nacimiento de un hijo. Los hijos menores de edad no pueden recibir el dinero directamente, por lo que muchos padres nombran en su lugar a un fideicomiso o a un custodio.',
        ],
      },
      {
        title: 'Cláusulas adicionales',
        paragraphs: [
          'Las cláusulas adicionales agregan funciones a una póliza. Las más comunes son la exención del pago de primas si usted queda discapacitado, un beneficio por fallecimiento acelerado que paga por adelantado una parte del beneficio si tiene una enfermedad terminal, una cláusula a término para los hijos y una opción de conversión que le permite convertir la cobertura a término en cobertura permanente sin un nuevo examen médico.',
        ],
      },
      {
        title: 'La evaluación médica',
        paragraphs: [
          'La mayoría de las pólizas preguntan por su salud, sus antecedentes familiares, su estilo de vida y su trabajo, y algunas exigen un examen corto con análisis de sangre y de orina. Algunas aseguradoras ahora ofrecen una evaluación acelerada sin examen para los solicitantes sanos. Las pólizas de emisión simplificada y de emisión garantizada no piden examen, pero cuestan más por la misma cobertura.',
        ],
      },
    ],
  },
  pricingFactors: {
    title: '¿Qué influye en el precio del seguro de vida?',
    description: 'El precio del seguro de vida depende de la esperanza de vida y del monto de la cobertura. Estos son los factores que más pesan.',
    factors: [
      { title: 'Edad', description: 'Cuanto más joven sea al comprar, más baja será su prima durante toda la vida de la póliza.' },
      {
        title: 'Salud',
        description: 'Su salud actual, sus antecedentes médicos y sus antecedentes familiares, que a menudo se verifican con un examen médico.',
      },
      { title: 'Consumo de tabaco', description: 'Fumar, vapear y masticar tabaco multiplican el precio.' },
      {
        title: 'Tipo de póliza y plazo',
        description: 'El seguro a término cuesta mucho menos que la cobertura permanente; los plazos más largos cuestan más que los más cortos.',
      },
      {
        title: 'Monto de la cobertura',
        description: 'Un beneficio por fallecimiento mayor cuesta más, aunque el precio por cada $1,000 a menudo baja.',
      },
      {
        title: 'Ocupación y pasatiempos',
        description: 'Un trabajo o unos pasatiempos peligrosos, como pilotear aviones o bucear, pueden subir las tarifas.',
      },
    ],
  },
  questions: [
    {
      question: '¿Debo comprar un seguro de vida a término o un seguro de vida entero?',
      answer: [
        'Depende de para qué sea la cobertura. El seguro de vida a término cubre un período fijo, como 10, 20 o 30 años, y es la forma más económica de comprar una cobertura grande, lo que se adapta a necesidades que terminan, como criar a los hijos o terminar de pagar una hipoteca.',
        'El seguro de vida entero dura toda su vida y acumula un valor en efectivo, pero cuesta mucho más por el mismo beneficio por fallecimiento. Comparar ambos para su propia situación es la mejor forma de decidir.',
      ],
    },
    {
      question: '¿Necesito un examen médico para obtener un seguro de vida?',
      answer: [
        'No siempre. Muchas pólizas hacen preguntas de salud y algunas exigen un examen corto con análisis de sangre y de orina, mientras que algunas aseguradoras ofrecen una evaluación acelerada sin examen para los solicitantes sanos.',
        'Las pólizas de emisión simplificada y de emisión garantizada no piden examen, pero cuestan más por la misma cobertura.',
      ],
    },
    {
      question: '¿El pago de un seguro de vida paga impuestos?',
      answer: [
        'En la mayoría de los casos, el beneficio por fallecimiento se paga a sus beneficiarios libre del impuesto federal sobre los ingresos.',
        'Hay excepciones: los intereses que gana un beneficio pagado a plazos pagan impuestos, y una herencia grande que incluya la póliza puede deber el impuesto sobre la herencia. Un asesor de impuestos puede explicarle cómo se aplican las reglas en su caso.',
      ],
    },
    {
      question: '¿Es suficiente el seguro de vida que tengo a través de mi trabajo?',
      answer: [
        'A menudo no. El seguro de vida grupal suele ser de una o dos veces su salario, mientras que muchas familias necesitan bastante más para reemplazar años de ingresos y terminar de pagar una hipoteca.',
        'Además, la cobertura grupal puede terminar cuando usted deja el trabajo. Una póliza a su nombre se queda con usted dondequiera que trabaje.',
      ],
    },
    {
      question: '¿Qué pasa cuando termina mi póliza de seguro de vida a término?',
      answer: [
        'La cobertura se termina, y no se paga ningún beneficio si usted vive más allá del plazo.',
        'Muchas pólizas a término le permiten renovarla año por año a un precio mucho más alto, o convertirla en cobertura permanente sin un nuevo examen médico antes de cierta edad o fecha. Revise las condiciones de renovación y de conversión al comprarla.',
      ],
    },
  ],
  ctaText:
    'El seguro de vida protege a las personas que cuentan con usted; la cobertura de hogar y de auto protege lo que usted tiene. Pídanos que los revisemos juntos, y compararemos cotizaciones de aseguradoras de primer nivel.',
};

/** The life guide's words in English and Spanish, as its page shows them (guide-words.ts). */
export const LIFE_GUIDE_TEXT = defineCatalogue('guide-life', guideMessages(lifeGuide), guideMessages(spanishGuide(english, spanish)));
