import { withGuideDefaults } from './guide-content';

/** The auto insurance guide (/products/autoinsurance). */
export const autoGuide = withGuideDefaults({
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
});
