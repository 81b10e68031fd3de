import { withGuideDefaults } from './guide-content';

/** The umbrella insurance guide (/products/umbrellainsurance). */
export const umbrellaGuide = withGuideDefaults({
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
});
