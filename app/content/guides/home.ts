import { withGuideDefaults } from './guide-content';

/** The home insurance guide (/products/homeinsurance). */
export const homeGuide = withGuideDefaults({
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
});
