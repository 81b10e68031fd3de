import { DEFAULT_PRODUCT_TYPE } from '@contracts/products';
import { productDisplayName } from '@contracts/product-types';

/** The standard form's inputs besides what the visitor types (seed 000 §2.5): product, campaign and UTM values. */
export type QuoteAttribution = {
  productType: string;
  campaign: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
};

export type QuoteAttributionProps = Partial<QuoteAttribution>;

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** The contract's limit for each attribution value. */
const MAX_LENGTH = 200;

const clean = (value: string | null | undefined) => value?.trim().slice(0, MAX_LENGTH) || undefined;

/**
 * Each input from the props, else from the page's query (props win):
 * - productType: the query's productType, else Home Insurance; a slug or alias becomes its display name;
 * - campaign: the query's campaign (§2.5);
 * - utm_*: the query parameter of the same name (§2.5), else the short name the campaign and standard pages
 *   read (§2.1: source, medium, campaign, content, term). So ?campaign=spring sets both the campaign and
 *   utm_campaign unless utm_campaign is given.
 */
export function resolveAttribution(props: QuoteAttributionProps, query: URLSearchParams): QuoteAttribution {
  const fromQuery = (name: string) => clean(query.get(name));
  const utm = Object.fromEntries(
    UTM_FIELDS.map((field) => [field, clean(props[field]) ?? fromQuery(field) ?? fromQuery(field.slice('utm_'.length)) ?? '']),
  ) as Pick<QuoteAttribution, (typeof UTM_FIELDS)[number]>;
  const productType = clean(props.productType) ?? fromQuery('productType');
  return {
    productType: productType ? productDisplayName(productType) : DEFAULT_PRODUCT_TYPE,
    campaign: clean(props.campaign) ?? fromQuery('campaign') ?? '',
    ...utm,
  };
}
