import type { Locale } from './locales';

/** The agency's contact details and promises, as the pages show them (the spec's {phone} and {email}). */
export const AGENCY = {
  name: 'Keystone Insurance Agency',
  /** The site's public address: sitemap, robots and canonical links name it. */
  siteUrl: 'https://www.keystone-insurance.example',
  tagline: 'Insurance Simplified',
  phone: '(800) 555-0142',
  supportEmail: 'support@keystone-insurance.example',
  /**
   * Seed 000 §2.9, §9: when each way of reaching us is staffed, US Eastern time. Shown named for what they are
   * ("Phone Mon-Fri 8AM-6PM ET", "Live chat Mon-Fri 9AM-5PM ET"): the two differ.
   */
  hours: { phone: 'Mon-Fri 8AM-6PM ET', chat: 'Mon-Fri 9AM-5PM ET' },
  /** The same hours for machines (search engines' structured data), in US Eastern time. */
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  emailReplyPromise: 'We reply within 24 hours.',
  /** Seed 000 §1: an expert contacts the visitor within this time. */
  contactPromise: 'within 24 hours',
} as const;

/** The hours as the Spanish pages show them (the English are AGENCY.hours, the spec's words). */
export const AGENCY_HOURS: Record<Locale, { phone: string; chat: string }> = {
  en: AGENCY.hours,
  es: { phone: 'lun. a vie., 8 a. m. a 6 p. m. (hora del Este)', chat: 'lun. a vie., 9 a. m. a 5 p. m. (hora del Este)' },
};

/** Hosts on which visits are logged (seed 000 §7: the production hosts and localhost). */
export const VISIT_LOGGING_HOSTS = ['keystone-insurance.example', 'www.keystone-insurance.example', 'localhost', '127.0.0.1'];
