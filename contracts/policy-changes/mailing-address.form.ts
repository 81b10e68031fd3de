/** The mailing address change, described once (contracts/forms): the customer's form. */
import { routes } from '@site/paths';
import { submissionForm } from '../forms/submission-form';
import { SUMMARY_IN_ENGLISH } from '../forms/summary-language';
import { changeFormEnvelope, contactLines, requestColumns, requestOfColumns, submissionLines, type RequestColumns } from './change-form';
import { MAILING_ADDRESS_REFERENCE_PREFIX, mailingAddressChangesContract, type TMailingAddressChange } from './mailing-address';

/** A mailing address change as stored and summarised: the body without its request id. */
export type TMailingAddressChangeRequest = Omit<TMailingAddressChange, 'requestId'>;

export type MailingAddressChangeRow = RequestColumns & { street_address: string; city: string; state: string; zip: string };

export const MAILING_ADDRESS_FORM = submissionForm({
  name: 'mailingAddressChanges',
  kind: 'mailing-address',
  kindLabel: 'Mailing address change',
  title: 'Mailing Address Change Request',
  referencePrefix: MAILING_ADDRESS_REFERENCE_PREFIX,
  contract: mailingAddressChangesContract,
  pages: [
    {
      portal: 'customer',
      // Only this descriptor names the page: its path is written here, under the Policy Changes menu's.
      path: `${routes.customerService.policyChanges()}/mailing-address`,
      feature: 'policy-changes/mailing-address',
      menu: { title: 'Mailing Address Change', description: 'Tell us where to send your policy documents and bills.', order: 60 },
    },
  ],
  rateLimit: { envPrefix: 'MAILING_ADDRESS_CHANGE', perClientPerMinute: 3, sitePerMinute: 30 },
  uploads: { fileFields: {} },
  ...changeFormEnvelope<TMailingAddressChangeRequest>(),
  split: ({ requestId, ...request }: TMailingAddressChange) => ({ requestId, request, documents: [] }),
  storage: {
    table: 'mailing_address_change_requests',
    toRow: ({ newAddress, ...request }: TMailingAddressChangeRequest) => ({
      row: { ...requestColumns(request), street_address: newAddress.street, city: newAddress.city, state: newAddress.state, zip: newAddress.zip },
    }),
    fromRow: (row: MailingAddressChangeRow): TMailingAddressChangeRequest => ({
      ...requestOfColumns(row),
      newAddress: { street: row.street_address, city: row.city, state: row.state, zip: row.zip },
    }),
  },
  // The address as typed (its state by its USPS code, as the post office reads it).
  describe: (request, _documents, language = SUMMARY_IN_ENGLISH) => [
    ...contactLines(request, { language }),
    {
      label: language.say('New Mailing Address'),
      value: `${request.newAddress.street}, ${request.newAddress.city}, ${request.newAddress.state} ${request.newAddress.zip}`,
    },
    ...submissionLines(request, language),
  ],
  notice: {
    kind: 'mailing-address-change-notice',
    subject: (request, referenceNumber) => `Mailing address change ${referenceNumber} (policy ${request.contactInfo.policyNumber})`,
  },
  receipt: true,
});
