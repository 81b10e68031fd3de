import { STATE_INSURER } from '../../content/state-insurer';

/**
 * The guidance for policyholders who received a letter from the state-backed insurer (seed 001 §2, §9): the
 * facts of §9 written as guidance. Figures are the spec's; the page says where to confirm them.
 */
export const GUIDANCE_CONTENT = {
  title: 'Citizens Policyholder Help',
  eyebrow: 'Customer Service',
  intro: `Got a letter from ${STATE_INSURER.name}? Find your letter below to learn what it means, what to do, and by when.`,
  tabsLabel: 'Kinds of letter',
  getStarted: 'Get Started',
  tabs: [
    {
      value: 'depopulation',
      label: 'Policy Depopulation',
      heading: 'A private insurer offered to take over your policy',
      paragraphs: [
        `${STATE_INSURER.name} is the insurer of last resort in Florida, and the state asks it to move policies to private insurers when they make an offer. This is called depopulation. Your letter names the company that offered to take your policy and the premium it quoted.`,
        `Compare the offer with your ${STATE_INSURER.name} renewal premium for similar coverage. If the private offer is no more than 20% above your renewal premium, it is worth considering seriously: Florida law may then no longer let you stay with ${STATE_INSURER.name}.`,
        'You have more than 48 hours to register your choice; the deadline is in your letter. Do not let it pass: if you do nothing, your policy may move to the new insurer.',
      ],
      steps: [
        'Find the offer and the deadline in your letter.',
        'Compare the premium and coverage with your renewal.',
        'Call us before the deadline and we will compare them with you.',
      ],
      upload: null,
      form: null,
    },
    {
      value: 'residency',
      label: 'Proof of Residency',
      heading: 'You were asked to prove the home is your primary residence',
      paragraphs: [
        `${STATE_INSURER.name} may ask you to show that the insured home is where you live most of the year. Send proof by the date in your letter so your coverage and rate are not changed.`,
        'A lease counts as proof of residency if it was signed (executed) in the past 12 months. Your letter lists the other documents it accepts.',
      ],
      steps: [
        'Get a copy of your proof, for example a lease signed in the past 12 months.',
        'Upload it here, or take a photo of it with your phone.',
        'Sign it electronically: we send it on for you.',
      ],
      upload: { formType: 'proofofresidency', label: 'Upload proof of residency' },
      /** Our own form that proves residency, for a policyholder without a recent lease. */
      form: { slug: 'primary-residence-affirmation', text: 'No lease? Download our Policyholder Affirmation Form (PDF), sign it and upload it here.' },
    },
    {
      value: 'flood',
      label: 'Proof of Flood Coverage',
      heading: 'You were asked to show that you carry flood insurance',
      paragraphs: [
        `Florida law now requires ${STATE_INSURER.name} policyholders to carry flood insurance, phased in: from January 1, 2024 for properties of $600,000 or more, and for all properties by 2027.`,
        'The flood policy must carry at least $250,000 of dwelling coverage and $100,000 of personal property coverage. If you do not have flood insurance yet, we can quote it.',
      ],
      steps: [
        'Find your flood policy’s declarations page, or the flood affirmation form.',
        'Upload it here, or take a photo of it with your phone.',
        'Sign it electronically: we send it on for you.',
      ],
      upload: { formType: 'floodaffirmation', label: 'Upload flood coverage affirmation' },
      form: null,
    },
  ],
} as const;
