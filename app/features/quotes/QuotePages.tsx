/**
 * The quote pages of seed 000 §2.1, one component per route of routes.ts. 'Guardian Angel' is the agency's
 * quote form for partners' sites; /standardized is its standardized variant. We read 'standardized' as the
 * standard quote form (§2.5: sections, campaign and UTM attribution, the full error handling), and the plain
 * variant as the simple quote form (§2.4: one short form and the Thank You! screen). Both take the product
 * from the query's productType, Home Insurance when there is none.
 */
import { MaintenanceGate } from '../../app-state/MaintenanceGate';
import { useParams } from 'react-router-dom';
import { productDisplayName } from '@contracts/product-types';
import { QUOTE_ROUTE_PRODUCT_TYPES } from '@site/paths';
import { SimpleQuoteRoute } from './simple-quote/SimpleQuoteRoute';
import { StandardQuotePage } from './standard-quote/StandardQuotePage';

export const isQuoteRouteProductType = (id: string) => (QUOTE_ROUTE_PRODUCT_TYPES as readonly string[]).includes(id);

/**
 * /quotes/{id}: /quotes/{productType} and the simple page's /quotes/{id} are one path pattern. The 8 product
 * types of §2.1 (home-insurance, ..., medicare) show the standard form for that product; any other id shows
 * the simple quote page for the query's productType (the product grid's /quotes/home?productType=...).
 */
export function QuoteByIdPage() {
  const { id = '' } = useParams();
  return (
    <MaintenanceGate>
      {isQuoteRouteProductType(id) ? <StandardQuotePage key={id} productType={productDisplayName(id)} /> : <SimpleQuoteRoute />}
    </MaintenanceGate>
  );
}

/** /quotes/standard/{productType}. */
export function StandardQuoteRoutePage() {
  const { productType = '' } = useParams();
  return (
    <MaintenanceGate>
      <StandardQuotePage key={productType} productType={productDisplayName(productType)} />
    </MaintenanceGate>
  );
}

/** /quotes/{campaign}/{productType}: the standard form with the campaign of the path (routes.ts allows three). */
export function CampaignQuotePage() {
  const { campaign = '', productType = '' } = useParams();
  return (
    <MaintenanceGate>
      <StandardQuotePage key={`${campaign}/${productType}`} campaign={campaign} productType={productDisplayName(productType)} />
    </MaintenanceGate>
  );
}

/** /guardian-angel-quote-form and /embed/guardian-angel-quote-form: the simple form. */
export const GuardianAngelQuotePage = SimpleQuoteRoute;

/** /standardized: the standard form with the site around it. */
export function StandardizedQuotePage() {
  return (
    <MaintenanceGate>
      <StandardQuotePage />
    </MaintenanceGate>
  );
}

/** /embed/guardian-angel-quote-form/standardized: the standard form, compact, inside a partner's frame. */
export function EmbeddedStandardizedQuotePage() {
  return (
    <MaintenanceGate>
      <StandardQuotePage embedded />
    </MaintenanceGate>
  );
}
