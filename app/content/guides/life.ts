import { withGuideDefaults } from './guide-content';

/** The life insurance guide (/products/lifeinsurance). Term lengths: seed 000 §9. */
export const lifeGuide = withGuideDefaults({
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
});
