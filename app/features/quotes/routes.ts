import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

const pages = () => import('./QuotePages');

/** The quote pages of seed 000 §2.1 (components in QuotePages.tsx). */
export const quoteRoutes: PageRoute[] = [
  {
    ...PAGES.quoteById,
    load: async () => ({ Component: (await pages()).QuoteByIdPage }),
  },
  {
    ...PAGES.standardQuote,
    load: async () => ({ Component: (await pages()).StandardQuoteRoutePage }),
  },
  {
    ...PAGES.campaignQuote,
    load: async () => ({ Component: (await pages()).CampaignQuotePage }),
  },
  {
    ...PAGES.guardianAngelQuoteForm,
    load: async () => ({ Component: (await pages()).GuardianAngelQuotePage }),
  },
  {
    ...PAGES.standardized,
    load: async () => ({ Component: (await pages()).StandardizedQuotePage }),
  },
  {
    ...PAGES.embeddedGuardianAngelQuoteForm,
    load: async () => ({ Component: (await pages()).GuardianAngelQuotePage }),
  },
  {
    ...PAGES.embeddedStandardized,
    load: async () => ({ Component: (await pages()).EmbeddedStandardizedQuotePage }),
  },
];
