import { formatCents, type TOffer } from '@contracts/quote-offers';
import { defineCatalogue, type Translate } from '@site/i18n/catalogue';
import { LOCALE_TAGS, type Locale } from '@site/locales';

/** The offers' words (the person's My quotes, the agent's preview in the back office): the card's, the comparison's, a premium's period. */
export const OFFERS_TEXT = defineCatalogue(
  'offers',
  {
    chosen: 'Chosen',
    expired: 'Expired',
    carrierQuote: "Carrier's quote (PDF)",
    'premium.month': '{amount} a month',
    'premium.six-months': '{amount} every 6 months',
    'premium.year': '{amount} a year',
    term: '{months, plural, other {#-month term}} · {deductible} deductible',
    goodUntil: 'Good until {date}',
    sideBySide: 'Your offers side by side',
    carrier: 'Carrier',
    premium: 'Premium',
    termRow: 'Term',
    months: '{months, plural, other {# months}}',
    deductible: 'Deductible',
    notIncluded: 'Not included',
    note: 'Note',
    noNote: 'No note',
    goodUntilRow: 'Good until',
    carrierQuoteRow: "Carrier's quote",
    none: 'None',
    yourChoice: 'Your choice',
    cards: 'Your offers',
  },
  {
    chosen: 'Elegida',
    expired: 'Vencida',
    carrierQuote: 'Cotización de la aseguradora (PDF)',
    'premium.month': '{amount} al mes',
    'premium.six-months': '{amount} cada 6 meses',
    'premium.year': '{amount} al año',
    term: 'Plazo de {months, plural, one {# mes} other {# meses}} · deducible de {deductible}',
    goodUntil: 'Válida hasta el {date}',
    sideBySide: 'Sus ofertas, lado a lado',
    carrier: 'Aseguradora',
    premium: 'Prima',
    termRow: 'Plazo',
    months: '{months, plural, one {# mes} other {# meses}}',
    deductible: 'Deducible',
    notIncluded: 'No incluida',
    note: 'Nota',
    noNote: 'Sin nota',
    goodUntilRow: 'Válida hasta',
    carrierQuoteRow: 'Cotización de la aseguradora',
    none: 'Ninguna',
    yourChoice: 'Su elección',
    cards: 'Sus ofertas',
  },
);

type OffersText = Translate<keyof (typeof OFFERS_TEXT)['en'] & string>;

/** Dollars from cents as the language writes them: "$1,240.50", "$1,000" (English exactly as formatCents). */
export const moneyIn = (cents: number, locale: Locale): string =>
  locale === 'en'
    ? formatCents(cents)
    : new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents % 100 ? 2 : 0,
        maximumFractionDigits: 2,
      }).format(cents / 100);

/** "$1,240.50 a year", "$1,240.50 al año": the English as premiumText writes it. */
export const premiumIn = (offer: Pick<TOffer, 'premiumCents' | 'premiumPeriod'>, text: OffersText, locale: Locale): string =>
  text(`premium.${offer.premiumPeriod}`, { amount: moneyIn(offer.premiumCents, locale) });
