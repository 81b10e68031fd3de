import type { PageRoute } from '../../routes/page-route';
import { QUOTE_CAMPAIGNS, routes } from '../../routes/paths';

const pages = () => import('./QuotePages');

/** The quote pages of seed 000 §2.1 (components in QuotePages.tsx). */
export const quoteRoutes: PageRoute[] = [
  {
    // /quotes/{productType} for the 8 product types, and /quotes/{id}?productType=... for any other id.
    path: '/quotes/:id',
    load: async () => ({ Component: (await pages()).QuoteByIdPage }),
  },
  {
    path: '/quotes/standard/:productType',
    load: async () => ({ Component: (await pages()).StandardQuoteRoutePage }),
  },
  {
    // Only the three campaigns of §2.1; any other first segment is not found.
    path: '/quotes/:campaign/:productType',
    accepts: ({ campaign }) => (QUOTE_CAMPAIGNS as readonly string[]).includes(campaign),
    load: async () => ({ Component: (await pages()).CampaignQuotePage }),
  },
  {
    path: routes.guardianAngelQuoteForm(),
    load: async () => ({ Component: (await pages()).GuardianAngelQuotePage }),
  },
  {
    path: routes.standardized(),
    load: async () => ({ Component: (await pages()).StandardizedQuotePage }),
  },
  {
    path: routes.embed.guardianAngelQuoteForm(),
    load: async () => ({ Component: (await pages()).GuardianAngelQuotePage }),
  },
  {
    path: routes.embed.guardianAngelQuoteFormStandardized(),
    load: async () => ({ Component: (await pages()).EmbeddedStandardizedQuotePage }),
  },
];
