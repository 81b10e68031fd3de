import { PRODUCT_DISPLAY_NAME_BY_KEY } from '@contracts/product-types';
import { productNameIn } from '@contracts/products';
import { useTexts } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';

const CONTRACT_PRODUCT_NAMES: readonly string[] = Object.values(PRODUCT_DISPLAY_NAME_BY_KEY);

/**
 * A product's name in the page's language, by the display name the form sends: the product grid's names from
 * its catalogue (PRODUCT_TEXT), the contract's other product names (Recreational Insurance) from the contract
 * words' table, and any other name (a link's own: /quotes/standard/boat) as it is.
 */
export function useProductName(productType: string): string {
  const texts = useTexts();
  const translate = useTranslateMessage();
  const name = productNameIn(productType, texts);
  return name === productType && CONTRACT_PRODUCT_NAMES.includes(productType) ? translate(productType) : name;
}
