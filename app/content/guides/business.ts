import { withGuideDefaults } from './guide-content';

/** The business (commercial) insurance guide (/products/businessinsurance). */
export const businessGuide = withGuideDefaults({
  type: 'businessinsurance',
  productName: 'Business',
  summary:
    'Protect the business you have built from lawsuits, property damage and the unexpected. Learn which commercial coverages a business needs and what they cost.',
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'coverage', title: 'Core Coverages' },
    { id: 'types', title: 'Coverage by Business' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'Buying Guide' },
    { id: 'good-to-know', title: 'Good to Know' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Business Insurance?',
    paragraphs: [
      'Business insurance, also called commercial insurance, is a set of policies that protect a company from the financial cost of lawsuits, accidents, property damage and interruptions. A single claim, such as a customer slipping in your shop or a fire in your workshop, can cost more than a small business earns in a year.',
      "Some coverage is required: most states require workers' compensation once you have employees, and every business vehicle needs commercial auto liability. Landlords, lenders and clients also often require proof of insurance before they sign a lease, a loan or a contract.",
      'Every business is different, so the right combination depends on what you do, where you do it and how many people work for you. A licensed agent can put together coverage that fits and compare prices from several insurers.',
    ],
  },
  coverageTitle: 'Core Business Insurance Coverages',
  coverageIntro: 'Most businesses build their protection from these policies.',
  coverageItems: [
    {
      title: 'General liability',
      description:
        "Injuries to customers and visitors, damage to other people's property, and advertising injury such as libel or copyright claims, including legal defense.",
    },
    {
      title: 'Commercial property',
      description: 'Your building, equipment, inventory, furniture and fixtures against fire, theft, storms and other covered perils.',
    },
    {
      title: "Business owner's policy (BOP)",
      description:
        'General liability and commercial property packaged together, usually with business interruption, at a lower price than buying them separately. Designed for small and mid-sized businesses.',
    },
    {
      title: "Workers' compensation",
      description:
        'Medical care and lost wages for employees injured or made ill by their work, and protection from related lawsuits. Required in most states once you have employees.',
    },
    {
      title: 'Commercial auto',
      description: 'Liability and physical damage for vehicles your business owns or uses. Personal auto policies usually exclude business use.',
    },
    {
      title: 'Business interruption',
      description: 'Lost income and ongoing expenses, such as payroll and rent, while a covered loss keeps your business closed.',
    },
  ],
  notCovered: [
    "Injuries to your own employees under general liability: that is what workers' compensation is for",
    'Mistakes in professional advice or services, which need professional liability coverage',
    'Vehicles, which need commercial auto coverage',
    'Flood and earthquake damage to business property, unless added separately',
    'Intentional acts, fines and penalties',
  ],
  typesListTitle: 'Coverage for Specific Risks',
  typesList: [
    {
      title: 'Professional liability (errors and omissions)',
      description: 'For businesses that give advice or services: claims that a mistake, oversight or missed deadline cost a client money.',
    },
    {
      title: 'Cyber liability',
      description: 'The cost of a data breach or ransomware attack: notifying customers, restoring systems, legal costs and lost income.',
    },
    { title: 'Employment practices liability', description: 'Claims from employees or applicants of discrimination, harassment or wrongful termination.' },
    { title: 'Commercial umbrella', description: "Extra liability limits above your general liability, commercial auto and employer's liability policies." },
    {
      title: 'Inland marine',
      description: "Tools, equipment and goods in transit or kept away from your premises, such as a contractor's equipment on a job site.",
    },
    { title: 'Surety bonds', description: 'Guarantees required by many licenses and contracts that you will perform the work as agreed.' },
  ],
  bestRateTips: [
    "Start with a business owner's policy: If your business qualifies, a BOP bundles liability and property coverage for less than separate policies.",
    'Describe your business accurately: Your industry classification drives the rate. An accurate description avoids paying for riskier work than you do, and avoids a denied claim.',
    'Invest in safety: A written safety program, staff training, alarms, sprinklers and security cameras lower both claims and premiums.',
    "Manage your workers' compensation: Classify each employee correctly and help injured workers return to work safely; both improve your experience rating over time.",
    'Choose sensible deductibles: A higher deductible lowers the premium on property and auto coverage.',
    'Pay annually when you can: Paying the full premium up front avoids installment fees.',
    'Review your coverage every year: As revenue, payroll and equipment change, update your policies so you are neither underinsured nor overpaying.',
  ],
  briefGuide: {
    title: 'How to Buy Business Insurance',
    intro: 'Have your business details ready: what you do, your revenue, payroll, number of employees, locations, vehicles and any past claims.',
    steps: [
      'List your risks: Think about who could sue you, what property you could lose and what would stop you from operating.',
      'Check what is required: Your state, your landlord, your lender and your clients may each require certain coverage or limits.',
      "Choose your core policies: Most small businesses start with a BOP or general liability, then add workers' compensation and commercial auto as needed.",
      'Add coverage for your industry: Professional, cyber or employment practices liability may matter as much as property coverage.',
      'Compare quotes: We compare offers from several commercial insurers and explain the differences in coverage as well as price.',
    ],
  },
  additionalInfo: {
    title: 'Good to Know',
    overview: 'Two details of commercial policies that often surprise business owners.',
    sections: [
      {
        title: 'Occurrence and claims-made policies',
        paragraphs: [
          'General liability policies are usually written on an occurrence basis: they cover incidents that happen while the policy is in force, even if the claim comes years later. Professional liability policies are often claims-made: they cover claims made while the policy is in force, so keep that coverage continuous, and ask about tail coverage if you close the business or change insurers.',
        ],
      },
      {
        title: 'Premium audits',
        paragraphs: [
          "Workers' compensation and some general liability premiums are based on your estimated payroll or sales. After the policy year the insurer checks the actual figures and bills or refunds the difference, so keep your estimates realistic and your records in order.",
        ],
      },
    ],
  },
  pricingFactors: {
    title: 'What Affects the Price of Business Insurance?',
    description: 'Commercial premiums reflect how risky your work is and how large your business is. These factors count most.',
    factors: [
      { title: 'Industry and operations', description: 'A roofer faces more risk than an accountant, and pays accordingly.', icon: 'store' },
      { title: 'Payroll and employees', description: "Workers' compensation is priced per $100 of payroll for each job class.", icon: 'users' },
      { title: 'Revenue and size', description: 'Larger sales and more locations mean more exposure to claims.', icon: 'cash' },
      { title: 'Location', description: 'Local weather, crime, building costs and state laws.', icon: 'map-pin' },
      { title: 'Claims history', description: 'Past losses, and how the business has handled them.', icon: 'receipt' },
      { title: 'Limits and deductibles', description: 'The amount of protection you choose and the part of each loss you keep.', icon: 'shield' },
    ],
  },
  questions: [
    {
      question: 'Do I need business insurance if I have no employees?',
      answer: [
        "Usually, yes. Workers' compensation may not be required, but a one-person business can still be sued by a customer, lose its equipment or inventory, or be asked for proof of insurance by a landlord or client.",
        "General liability or a business owner's policy is where most one-person businesses start.",
      ],
    },
    {
      question: 'Does a home-based business need its own insurance?',
      answer: [
        'Usually, yes. Homeowners policies offer little or no cover for business equipment and exclude most business liability.',
        'Depending on your business, a home business endorsement, an in-home business policy or a BOP can fill the gap.',
      ],
    },
    {
      question: 'What is a certificate of insurance?',
      answer: [
        'A certificate of insurance is a one-page summary that proves your coverage to a client, landlord or general contractor.',
        'Your agent can issue one quickly, and may add the client as an additional insured when a contract requires it.',
      ],
    },
    {
      question: 'Are independent contractors covered?',
      answer: [
        "Not automatically. Ask contractors you hire for their own certificates of insurance, because your workers' compensation insurer may charge you for uninsured subcontractors at audit.",
      ],
    },
    {
      question: 'Does my personal auto policy cover driving for work?',
      answer: [
        'Only in part. A personal auto policy usually covers commuting, but often excludes vehicles owned by the business or used mainly for work, and carrying goods or people for a fee.',
        'If you or your employees drive for the business, ask us whether you need commercial auto coverage, or hired and non-owned auto coverage for personal and rented cars used for work.',
      ],
    },
  ],
  ctaText:
    "Bundle your business coverages in one policy and save. A business owner's policy combines liability, property and business interruption coverage for less than buying them one by one; we compare offers from commercial insurers for you.",
});
