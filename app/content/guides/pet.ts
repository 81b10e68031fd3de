import { withGuideDefaults } from './guide-content';

/** The pet insurance guide (/products/petinsurance). */
export const petGuide = withGuideDefaults({
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
});
