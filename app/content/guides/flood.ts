import { withGuideDefaults } from './guide-content';

/** The flood insurance guide (/products/floodinsurance). Facts: seed 000 §9. */
export const floodGuide = withGuideDefaults({
  type: 'floodinsurance',
  productName: 'Flood',
  summary:
    'Standard home insurance does not pay for flood damage. Learn how flood policies work, what flood zones mean and how to protect your home and belongings.',
  showStateInsurerBanner: true,
  sections: [
    { id: 'overview', title: 'Overview' },
    { id: 'types', title: 'NFIP and Private Flood' },
    { id: 'good-to-know', title: 'Flood Zones' },
    { id: 'coverage', title: 'What It Covers' },
    { id: 'best-rate', title: 'How to Get the Best Rate' },
    { id: 'buying-guide', title: 'Buying Guide' },
    { id: 'price-factors', title: 'Price Factors' },
    { id: 'questions', title: 'Common Questions' },
    { id: 'related-products', title: 'Related Products' },
  ],
  introData: {
    title: 'What Is Flood Insurance?',
    paragraphs: [
      'Flood insurance pays to repair your home and replace your belongings after a flood: rising water from heavy rain, an overflowing river or lake, a storm surge, snowmelt or a blocked storm drain that leaves normally dry land under water. Homeowners, condo and renters policies exclude this kind of damage, so without a separate flood policy the cost of a flood falls on you.',
      'Floods are the most common and costly natural disaster in the United States, and they are not limited to coasts and riverbanks. More than 20 percent of flood insurance claims come from properties outside high-risk flood zones, and just one inch of water in a home can cause thousands of dollars of damage to floors, walls and furniture.',
      'If your home is in a high-risk flood zone and you have a mortgage from a federally regulated or insured lender, you will be required to carry flood insurance. Everyone else can buy it by choice, and it often costs less than people expect, especially outside high-risk zones.',
    ],
  },
  typesListTitle: 'Where Flood Insurance Comes From',
  typesList: [
    {
      title: 'National Flood Insurance Program (NFIP)',
      description:
        'Run by FEMA and sold through insurance agents and participating insurers. A residential building policy covers up to $250,000 for the structure and up to $100,000 for its contents. Rates follow national rules, and a new policy usually takes effect after a 30-day waiting period.',
    },
    {
      title: 'Private flood insurance',
      description:
        'Written by private insurers and available in many areas. Private policies can offer higher limits, up to $5 million, and may add coverage the NFIP does not, such as additional living expenses while your home is repaired or replacement cost for belongings. Waiting periods are often shorter.',
    },
    {
      title: 'Excess flood insurance',
      description:
        'Sits on top of an NFIP policy for homes worth more than the NFIP building limit, so a high-value home can be insured to its full rebuilding cost.',
    },
    {
      title: 'Contents-only flood insurance',
      description:
        'For renters, and for condo owners whose association insures the building. It protects furniture, clothing, electronics and other belongings.',
    },
  ],
  additionalInfo: {
    title: 'Flood Zones and Other Details',
    overview:
      "FEMA maps the country into flood zones that describe the chance of flooding. Your zone affects whether a lender requires flood insurance and what you pay for it. You can look up your address on FEMA's Flood Map Service Center, or ask us to check it for you.",
    sections: [
      {
        title: 'Low- to moderate-risk zones: B, C and X',
        paragraphs: [
          'Zones B, C and X lie outside the 100-year floodplain. Flooding is less likely there, but far from impossible: these areas account for a large share of flood claims, often after intense rainfall that overwhelms local drainage.',
          'Flood insurance is usually optional in these zones and is generally much less expensive than in high-risk areas, which makes it one of the best-value protections a homeowner can buy.',
        ],
      },
      {
        title: 'High-risk zones: A, AE, A1-30, AH, AO, V, VE and V1-30',
        paragraphs: [
          'These are Special Flood Hazard Areas, with at least a 1 percent chance of flooding in any year, which adds up to about a one-in-four chance over a 30-year mortgage. Zones A, AE and A1-30 are riverine and inland floodplains; AH and AO are areas of shallow flooding or ponding.',
          'Zones V, VE and V1-30 are coastal areas that also face storm-driven waves. Flood insurance is mandatory for buildings in any of these zones when the mortgage comes from a federally regulated or insured lender.',
        ],
      },
      {
        title: 'Detached structures',
        paragraphs: [
          'An NFIP building policy can extend up to 10 percent of its building limit to a detached garage, and that amount comes out of the building limit. Other detached structures, such as a shed, gazebo or guest house, need their own NFIP policy.',
          'Some private flood policies include other detached structures, again up to 10 percent of the building limit. If you have outbuildings, ask how each policy you are offered treats them.',
        ],
      },
      {
        title: 'Florida and flood insurance',
        paragraphs: [
          'Florida homeowners insured by Citizens Property Insurance Corporation are being required to carry flood insurance in phases: starting January 1, 2024 with homes whose dwelling replacement cost is $600,000 or more, and widening each year until it reaches every Citizens policyholder by 2027. If you have received a letter from Citizens, our Citizens Q&A page explains what it means.',
        ],
      },
    ],
  },
  coverageTitle: 'What Does Flood Insurance Cover?',
  coverageIntro:
    'A flood policy has two parts that you buy separately: building coverage for the structure and contents coverage for your belongings. Most homeowners should consider both.',
  coverageItems: [
    {
      title: 'The building and its foundation',
      description: 'Walls, floors, the foundation, staircases, and permanently installed cabinets, bookcases and paneling.',
    },
    { title: 'Electrical and plumbing systems', description: 'Wiring, pipes, electrical panels and other systems built into the home.' },
    { title: 'Heating and cooling', description: 'Furnaces, central air conditioners, heat pumps and water heaters.' },
    { title: 'Appliances', description: 'Refrigerators, stoves and built-in dishwashers under building coverage; washers and dryers under contents coverage.' },
    { title: 'Floors and carpeting', description: 'Permanently installed carpeting and flooring over an unfinished floor.' },
    { title: 'Personal belongings', description: 'Furniture, clothing, electronics and other contents, when you buy contents coverage.' },
    { title: 'Debris removal', description: 'Clearing away flood debris from the insured building.' },
  ],
  notCovered: [
    'Damage caused by moisture, mildew or mold that you could have prevented',
    'Most property outside the insured building, such as decks, fences, patios, landscaping, wells and septic systems',
    'Cars and other vehicles (comprehensive auto insurance covers flood damage to them)',
    'Currency, precious metals and valuable papers',
    'Temporary housing while your home is repaired, under an NFIP policy',
    'Finished basement improvements and most belongings kept in a basement, under an NFIP policy',
  ],
  bestRateTips: [
    'Buy before you need it: Most NFIP policies take 30 days to take effect, so a policy bought when a storm is forecast will not cover it. Buy well ahead of hurricane season.',
    'Compare NFIP and private quotes: Private insurers price flood risk their own way and may charge less for the same home, or offer higher limits for a similar price.',
    'Get an elevation certificate: It records the height of your lowest floor against the expected flood level and can lower the premium of a home built above it.',
    'Reduce your flood risk: Flood vents in the foundation, raised utilities and, where practical, elevating the home can earn a lower rate.',
    'Choose a higher deductible: Flood deductibles range from $1,000 to $10,000 or more; a higher one lowers your premium.',
    "Check your community's rating: Towns in FEMA's Community Rating System earn discounts of up to 45 percent on NFIP premiums for their floodplain management.",
  ],
  briefGuide: {
    title: 'How to Buy Flood Insurance',
    intro: 'Buying flood insurance takes a few steps, and starting early matters because of the waiting period.',
    steps: [
      "Find your flood zone: Look up your address on FEMA's flood maps or ask us. The zone tells you whether coverage is required and shapes the price.",
      'Work out what you need: Estimate what it would cost to rebuild your home and replace your belongings. If rebuilding would cost more than $250,000, consider private or excess flood coverage.',
      'Decide on building and contents: Building coverage protects the structure; contents coverage your belongings. Renters need only contents coverage.',
      'Compare quotes: We compare NFIP and private flood offers side by side, with the same limits and deductibles.',
      'Buy early and keep it renewed: Allow for the waiting period, and renew every year. A lapse can cost you a lower rate you had earned.',
    ],
  },
  pricingFactors: {
    title: 'What Affects the Price of Flood Insurance?',
    description: 'Flood premiums are based on the flood risk of your particular building rather than on the zone alone. These are the factors that count most.',
    factors: [
      {
        title: 'Flood zone and distance to water',
        description: 'How close the home is to rivers, lakes or the coast and how often the area floods.',
        icon: 'map-pin',
      },
      { title: 'Elevation', description: 'The height of your lowest floor compared with the expected flood level.', icon: 'gauge' },
      { title: 'Building features', description: 'Foundation type, number of floors, flood vents and where utilities are installed.', icon: 'home' },
      { title: 'Rebuilding cost', description: 'The cost to rebuild the home and the amount of coverage you choose.', icon: 'tool' },
      { title: 'Deductible', description: 'A higher deductible lowers the premium.', icon: 'cash' },
      { title: 'Flood history', description: 'Past flood claims on the property.', icon: 'wave' },
    ],
  },
  questions: [
    {
      question: 'Does homeowners insurance cover flood damage?',
      answer: [
        'No. Homeowners, condo and renters policies exclude damage from flooding, so you need a separate flood policy from the National Flood Insurance Program (NFIP) or a private insurer.',
        'A homeowners policy may still pay for water damage that is not a flood, such as a pipe that bursts inside your home. Water that rises from outside and covers normally dry land is a flood, and only a flood policy pays for it.',
      ],
    },
    {
      question: 'How long before a flood policy takes effect?',
      answer: [
        'A new NFIP policy usually takes effect 30 days after you buy it, so a policy bought when a storm is forecast will not cover that storm.',
        'There are a few exceptions: when a lender requires flood insurance as you take out, increase, extend or renew a mortgage, coverage can start at closing, and a home newly mapped into a high-risk zone can have a one-day wait. Private flood policies often have shorter waiting periods, which vary by insurer.',
      ],
    },
    {
      question: 'Do I need flood insurance if I am not in a high-risk flood zone?',
      answer: [
        'It is usually not required, but it is worth considering. More than 20 percent of flood insurance claims come from properties outside high-risk flood zones, often after heavy rain overwhelms local drainage.',
        'Policies in low- to moderate-risk zones B, C and X are generally much less expensive than in high-risk areas.',
      ],
    },
    {
      question: 'How much flood insurance can I buy?',
      answer: [
        'An NFIP residential policy covers up to $250,000 for the building and up to $100,000 for its contents. If rebuilding your home would cost more, private flood insurance offers higher limits, up to $5 million, and excess flood insurance can sit on top of an NFIP policy.',
        'Building and contents coverage are bought separately, so make sure your quote includes both if you own your home.',
      ],
    },
    {
      question: 'Does flood insurance cover my detached garage?',
      answer: [
        'An NFIP building policy can extend up to 10 percent of its building limit to a detached garage, and whatever it pays for the garage comes out of the building limit.',
        'Other detached structures, such as a shed or guest house, need their own NFIP policy. Some private flood policies cover them, so ask how each offer treats your outbuildings.',
      ],
    },
  ],
  ctaText:
    'Insure your home and its flood risk together. Bundling home and flood coverage with one agency keeps renewal dates, claims and paperwork in one place, and we compare offers from NFIP and private flood insurers for you.',
});
