import { routes } from '@site/paths';

/** Seed 001 §2: the portal's inner pages lead back to the customer service home. */
export const BACK_TO_CUSTOMER_SERVICE = { href: routes.customerServicePage(), label: 'Back to Customer Service' } as const;
