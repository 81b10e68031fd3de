import type { CarrierDirectoryType, CustomerType } from '../../../routes/paths';

const DIRECTORY_TYPES: readonly CarrierDirectoryType[] = ['payment', 'claim'];

/** Seed 001 §2: the directory is for payments or claims; any other type is an unknown page. */
export const isCarrierDirectoryType = (value: string | undefined): value is CarrierDirectoryType =>
  DIRECTORY_TYPES.includes(value as CarrierDirectoryType);

/** Seed 001 §2: customerType comes from the query; anything but lender is a customer. */
export const customerTypeFrom = (search: URLSearchParams): CustomerType => (search.get('customerType') === 'lender' ? 'lender' : 'customer');
