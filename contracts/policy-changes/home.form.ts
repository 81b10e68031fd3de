/** Seed 002 home policy change, described once (contracts/forms): the policyholder's form and the lender's coverage change. */
import { routes } from '@site/paths';
import { submissionForm, type DescribedDocument, type SummaryLine } from '../forms/submission-form';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '../forms/summary-language';
import { formatDollars } from '../money';
import {
  changeFormEnvelope,
  contactLines,
  documentListOf,
  documentsValue,
  requestColumns,
  requestOfColumns,
  signatureLines,
  submissionLines,
  type RequestColumns,
} from './change-form';
import {
  COVERAGE_SLIDERS,
  HOME_CHANGE_REFERENCE_PREFIX,
  HOME_CHANGES,
  HOME_DOCUMENT_RULES,
  HOME_MAX_DOCUMENTS,
  homeChangesContract,
  type THomeChange,
} from './home';
import { labelOf } from './shared';

/** A home change as stored and summarised: the body without its request id and documents. */
export type THomeChangeRequest = Omit<THomeChange, 'requestId' | 'documents'>;

/** Migration 011. SQLite gives the booleans back as 0 and 1. */
export type HomeChangeRow = RequestColumns & {
  update_coverages: boolean | number;
  add_insured: boolean | number;
  remove_insured: boolean | number;
  dwelling_amount: number | null;
  personal_property_amount: number | null;
  deductible_amount: number | null;
  insured_first_name: string;
  insured_last_name: string;
  insured_first_name_to_remove: string;
  insured_last_name_to_remove: string;
  signature: string;
  signature_date: string;
};

/** What the summary says of the changes while none is ticked yet (a stored request always has one). */
const NO_CHANGE = 'None';

/** An amount as the summary shows it ($320,000 in both languages), or that none was given. */
const dollars = (amount: number | null, language: SummaryLanguage) => (amount === null ? language.say('Not provided') : formatDollars(amount));

/** Seed 002 §2 step 2: the changes ticked, then what each ticked change asks for. */
const changeLines = ({ selectedChanges: changes }: THomeChangeRequest, language: SummaryLanguage): SummaryLine[] => {
  const { coveragesData, addInsuredData, removeInsuredData } = changes.changeDetails;
  return [
    {
      label: language.say('Changes Requested'),
      value:
        HOME_CHANGES.filter(({ flag }) => changes[flag])
          .map(({ label }) => language.say(label))
          .join(', ') || language.say(NO_CHANGE),
    },
    ...(changes.updateCoveragesChecked
      ? COVERAGE_SLIDERS.map((slider) => ({
          label: slider.coverage ? `${language.say(slider.label)} (${language.say(slider.coverage)})` : language.say(slider.label),
          value: dollars(coveragesData[slider.field], language),
        }))
      : []),
    ...(changes.addInsuredChecked ? [{ label: language.say('Add Insured'), value: `${addInsuredData.firstName} ${addInsuredData.lastName}` }] : []),
    ...(changes.removeInsuredChecked ? [{ label: language.say('Remove Insured'), value: `${removeInsuredData.firstName} ${removeInsuredData.lastName}` }] : []),
  ];
};

/** Every document with its type's label (the portal's types), or 'None'. */
const documentsLine = ({ customerType }: THomeChangeRequest, documents: readonly DescribedDocument[], language: SummaryLanguage): SummaryLine => ({
  label: language.say('Documents'),
  value: documentsValue(documents, (type) => labelOf(HOME_DOCUMENT_RULES[customerType].types, type), language),
});

export const HOME_CHANGE_FORM = submissionForm({
  name: 'homeChanges',
  kind: 'home',
  kindLabel: 'Home policy change',
  title: 'Home Policy Change Request',
  referencePrefix: HOME_CHANGE_REFERENCE_PREFIX,
  contract: homeChangesContract,
  pages: [
    { portal: 'customer', path: routes.customerService.policyChanges.home(), feature: 'policy-changes/home' },
    { portal: 'lender', path: routes.customerService.lenderRequests.coverage(), feature: 'policy-changes/home' },
  ],
  rateLimit: { envPrefix: 'HOME_CHANGE', perClientPerMinute: 3, sitePerMinute: 30 },
  uploads: { fileFields: { 'documents[][file]': { maxCount: HOME_MAX_DOCUMENTS } } },
  ...changeFormEnvelope<THomeChangeRequest>(),
  // Seed 002 §7: the answer also carries the reference as ticket_id.
  answer: (referenceNumber) => ({ ticket_id: referenceNumber }),
  split: ({ requestId, documents, ...request }: THomeChange) => ({ requestId, request, documents: documentListOf(documents) }),
  storage: {
    table: 'home_change_requests',
    toRow: ({ selectedChanges: changes, signatureDetails, ...request }: THomeChangeRequest) => {
      const { coveragesData, addInsuredData, removeInsuredData } = changes.changeDetails;
      return {
        row: {
          ...requestColumns(request),
          update_coverages: changes.updateCoveragesChecked,
          add_insured: changes.addInsuredChecked,
          remove_insured: changes.removeInsuredChecked,
          dwelling_amount: coveragesData.dwellingAmount,
          personal_property_amount: coveragesData.personalPropertyAmount,
          deductible_amount: coveragesData.deductibleAmount,
          insured_first_name: addInsuredData.firstName,
          insured_last_name: addInsuredData.lastName,
          insured_first_name_to_remove: removeInsuredData.firstName,
          insured_last_name_to_remove: removeInsuredData.lastName,
          signature: signatureDetails.signature,
          signature_date: signatureDetails.signatureDate,
        },
      };
    },
    fromRow: (row: HomeChangeRow): THomeChangeRequest => ({
      ...requestOfColumns(row),
      selectedChanges: {
        updateCoveragesChecked: Boolean(row.update_coverages),
        addInsuredChecked: Boolean(row.add_insured),
        removeInsuredChecked: Boolean(row.remove_insured),
        changeDetails: {
          coveragesData: {
            dwellingAmount: row.dwelling_amount,
            personalPropertyAmount: row.personal_property_amount,
            deductibleAmount: row.deductible_amount,
          },
          addInsuredData: { firstName: row.insured_first_name, lastName: row.insured_last_name },
          removeInsuredData: { firstName: row.insured_first_name_to_remove, lastName: row.insured_last_name_to_remove },
        },
      },
      signatureDetails: { signature: row.signature, signatureDate: row.signature_date },
    }),
  },
  describe: (request, documents, language = SUMMARY_IN_ENGLISH) => [
    ...contactLines(request, { language }),
    ...changeLines(request, language),
    documentsLine(request, documents, language),
    ...submissionLines(request, language),
    ...signatureLines(request, language),
  ],
  documentTypes: [...HOME_DOCUMENT_RULES.customer.types, ...HOME_DOCUMENT_RULES.lender.types],
  notice: {
    kind: 'home-change-notice',
    subject: (request, referenceNumber) => `Home policy change ${referenceNumber} (${request.customerType}, policy ${request.contactInfo.policyNumber})`,
  },
  receipt: true,
});
