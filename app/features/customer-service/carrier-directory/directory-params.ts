import type { CustomerType } from '@site/paths';

export { isCarrierDirectoryType } from '@site/pages';

/** Seed 001 §2: customerType comes from the query; anything but lender is a customer. */
export const customerTypeFrom = (search: URLSearchParams): CustomerType => (search.get('customerType') === 'lender' ? 'lender' : 'customer');
