import { withGuideDefaults } from './guide-content';

/**
 * The Medicare guide (/products/medicare). The spec's material is cut off after the price factors
 * (Plan type, Drugs, Extras, Doctors, seed 000 §2.7) and the hints of §9; the rest is written here.
 */
export const medicareGuide = withGuideDefaults({
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
});
