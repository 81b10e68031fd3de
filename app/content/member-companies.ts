/**
 * About Us (seed 000 §1, §2.8): the group of member companies the agency belongs to, and the group's
 * flood claims. The companies' names are this product's own (fictional) brands.
 */

/** Which picture a company's card shows (the page maps these to icons). */
export type MemberCompanyIcon =
  'mortgage' | 'flood' | 'franchise' | 'construction' | 'high-value' | 'exchange' | 'pipeline' | 'independent' | 'full-service' | 'health';

export type MemberCompany = {
  name: string;
  /** What the company does, in the words of seed 000 §1. */
  focus: string;
  description: string;
  icon: MemberCompanyIcon;
};

export const ABOUT_US = {
  eyebrow: 'About Us',
  headline: 'The #1 insurtech agency in the USA',
  intro:
    'Keystone Insurance Agency is one of ten member companies that share one idea: buying insurance should be simple. Together we quote, place and service home, auto, flood, life, health and business cover for families, businesses and the professionals who serve them in 49 out of 50 states.',
  companiesHeading: 'Our member companies',
  companiesIntro: 'Each company focuses on one part of the insurance journey, and every one of them can hand you to the others.',
} as const;

/** Seed 000 §1: the ten member companies, in the order the specification lists what they do. */
export const MEMBER_COMPANIES: readonly MemberCompany[] = [
  {
    name: 'Keystone Lender Connect',
    focus: 'Home insurance quotes for mortgage professionals',
    description: 'Loan officers and real estate agents request a home insurance quote for a buyer in minutes, so no closing waits on a binder.',
    icon: 'mortgage',
  },
  {
    name: 'Keystone Flood Agency',
    focus: 'Flood agencies',
    description: 'A flood agency across 49 states, placing federal and private flood cover with 10+ flood carriers and 20+ programs.',
    icon: 'flood',
  },
  {
    name: 'Keystone Agency Franchise',
    focus: 'An agency franchise model',
    description: 'Entrepreneurs open their own agency under the Keystone name, with carrier appointments, training and technology from day one.',
    icon: 'franchise',
  },
  {
    name: 'Keystone New Build',
    focus: 'New construction insurance',
    description: 'Builder’s risk and first-year homeowner cover for new construction, arranged with the builder before the keys change hands.',
    icon: 'construction',
  },
  {
    name: 'Keystone Private Client',
    focus: 'High value insurance',
    description: 'Cover for high-value homes, collections and vehicles, from carriers that specialise in what standard policies cap or exclude.',
    icon: 'high-value',
  },
  {
    name: 'Keystone Lead Exchange',
    focus: 'A lead exchange',
    description: 'Licensed agencies exchange verified, consented insurance leads, so every visitor reaches an agent who writes what they need.',
    icon: 'exchange',
  },
  {
    name: 'Keystone Pipeline',
    focus: 'A lead-to-policy pipeline',
    description: 'One pipeline from the first quote request to the issued policy: routing, follow-up and carrier submission, tracked at every step.',
    icon: 'pipeline',
  },
  {
    name: 'Keystone Agency Alliance',
    focus: 'Independent agency support',
    description: 'Independent agencies get carrier access, back-office help and service support while keeping their own name and clients.',
    icon: 'independent',
  },
  {
    name: 'Keystone Insurance Services',
    focus: 'A full-service agency',
    description: 'Personal and commercial lines under one roof: quotes, policy changes, renewals and claims help from licensed agents.',
    icon: 'full-service',
  },
  {
    name: 'Keystone Health Advisors',
    focus: 'A health specialist',
    description: 'Licensed specialists compare Medicare Advantage, Supplement and drug plans, and health cover for individuals and families.',
    icon: 'health',
  },
];

/** Seed 000 §1: the claims the group makes for its flood business. */
export const FLOOD_CLAIMS = {
  heading: 'Flood insurance is where we started',
  text: 'A flood agency across 49 states, working with many flood carriers and programs, so we can find flood cover that fits your home and your budget.',
  figures: [
    { value: '49', label: 'states served by our flood agency' },
    { value: '10+', label: 'flood carriers' },
    { value: '20+', label: 'flood programs' },
  ],
} as const;
