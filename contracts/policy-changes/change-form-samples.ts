/**
 * What the change forms' samples (`<form>.samples.ts`, contracts/forms/samples.ts) share: the envelope of
 * every change request, as a browser may send it and as a person sends it, and the summary's shared lines.
 * Tests only.
 */
import fc from 'fast-check';
import { formatDateForDisplay, todayInEastern } from '../dates';
import { PORTAL_PHONE_PATTERN } from '../fields';
import { dateToCome, filled, text } from '../forms/arbitraries';
import { SAMPLE_PERSON, type SamplePerson } from '../forms/form-samples';

/** Any change request's envelope: request id, portal type, contact group, effective date and comments. */
export const changeRequestEnvelope = {
  requestId: fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
  customerType: fc.constantFrom('customer', 'lender'),
  contactInfo: fc.record({
    firstName: filled(100),
    lastName: filled(100),
    policyNumber: fc.string({ minLength: 3, maxLength: 50 }),
    phoneNumber: fc.stringMatching(PORTAL_PHONE_PATTERN),
    email: fc.emailAddress(),
  }),
  submissionDetails: fc.record({ effectiveDate: dateToCome, comments: text(300) }),
};

/** A change request from this person, as the browser sends it: a new request id, today's date, no comments unless given. */
export const changeRequestFrom = (person: SamplePerson, own: Record<string, unknown>, { customerType = 'customer', comments = '' } = {}) => ({
  requestId: crypto.randomUUID(),
  customerType,
  contactInfo: { ...person, policyNumber: 'ho3-550123', phoneNumber: '(555) 123-4567' },
  ...own,
  submissionDetails: { effectiveDate: todayInEastern(), comments },
});

/** The summary's first lines for SAMPLE_PERSON's change request. */
export const SAMPLE_CONTACT_LINES = [
  ['Policy Number', 'HO3-550123'],
  ['Name', `${SAMPLE_PERSON.firstName} ${SAMPLE_PERSON.lastName}`],
  ['Email', SAMPLE_PERSON.email],
  ['Phone Number', '(555) 123-4567'],
] as const;

/** The effective date line of a request sent today. */
export const EFFECTIVE_TODAY = ['Effective Date', formatDateForDisplay(todayInEastern())] as const;
