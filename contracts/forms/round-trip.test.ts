/**
 * Every described form stores what it reads back (contracts/forms): for any body its route accepts, the
 * request its descriptor splits out is the request `fromRow` reads from the row (and related rows) `toRow`
 * made of it. So the summary the server builds from a stored row (receipt, notice, back office, /dashboard)
 * is the summary of what was sent, which the browser's review step showed.
 */
import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayInEastern } from '../dates';
import { DOCUMENT_UPLOAD_BODIES } from '../document-management.form.samples';
import { PORTAL_PHONE_PATTERN, ZIP_PATTERN } from '../fields';
import { autoChangeBodies } from '../policy-changes/auto.form.bodies';
import { INSURANCE_REQUEST_BODIES } from '../insurance-requests.form.samples';
import { cancellationBodies } from '../policy-changes/cancellation.samples';
import { homeChangeBodies } from '../policy-changes/home.samples';
import { MORTGAGEE_ACTIONS, REMOVAL_REASONS } from '../policy-changes/mortgagee';
import { OTHER_CHANGE_TYPES } from '../policy-changes/other';
import { US_STATES } from '../us-states';
import { formRoute, relatedByTable, SUBMISSION_FORMS, type AnySubmissionForm } from './index';

/** Text as people type it: any characters (some a field refuses), spaces around, blank at times. */
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ maxLength }).map((value) => `  ${value} `),
    fc.constant(''),
  );
const filled = (maxLength: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength });
/** Mostly a valid value, at times anything. */
const mostly = <T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: other, weight: 1 });
const oneOf = (options: readonly { value: string }[]) => mostly(fc.constantFrom(...options.map((option) => option.value)), text(20));
const dateToCome = fc.integer({ min: 0, max: 800 }).map((days) => dayjs(todayInEastern()).add(days, 'day').format('YYYY-MM-DD'));
const aFile = fc.constant({ storedName: 'stored-name', originalName: 'deed.pdf', sizeBytes: 2048 });

const envelope = {
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

/** Bodies as a browser may send them, each form's own: a form added to the list without its bodies does not compile. */
const BODIES: Record<(typeof SUBMISSION_FORMS)[number]['name'], fc.Arbitrary<Record<string, unknown>>> = {
  mortgageeChanges: fc.record({
    ...envelope,
    mortgageeInfo: fc.record({
      action: oneOf(MORTGAGEE_ACTIONS),
      name: mostly(filled(200), text(200)),
      loanNumber: mostly(filled(50), text(50)),
      address: mostly(filled(200), text(200)),
      city: mostly(filled(100), text(100)),
      state: mostly(fc.constantFrom(...US_STATES.map((state) => state.code)), text(2)),
      zip: mostly(fc.stringMatching(ZIP_PATTERN), text(10)),
      removalReason: oneOf(REMOVAL_REASONS),
      notes: text(300),
    }),
    file: fc.option(aFile, { nil: null }),
  }),
  otherChanges: fc.record({
    ...envelope,
    changeDetails: fc.record({ changeType: oneOf(OTHER_CHANGE_TYPES), description: filled(300) }),
    file: fc.option(aFile, { nil: null }),
  }),
  autoChanges: autoChangeBodies({ text, filled, mostly, dateToCome, aFile, envelope }),
  insuranceRequests: INSURANCE_REQUEST_BODIES,
  documentManagement: DOCUMENT_UPLOAD_BODIES,
  homeChanges: homeChangeBodies({ envelope, text, filled, mostly, oneOf, dateToCome, aFile }),
  cancellations: cancellationBodies({ envelope, text, filled, mostly, oneOf, dateToCome, aFile }),
};

const formsByName = new Map<string, AnySubmissionForm>(SUBMISSION_FORMS.map((form) => [form.name, form]));

describe.each(Object.entries(BODIES))('%s', (name, bodies) => {
  const form = formsByName.get(name)!;

  it('reads back from its row exactly the request it stored', () => {
    let accepted = 0;
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = formRoute(form).body.safeParse(body);
        fc.pre(parsed.success);
        accepted += 1;
        const { request } = form.split(parsed.data);
        const { row, related } = form.storage.toRow(request);
        const stored = { ...row, reference_number: `${form.referencePrefix}-TESTTEST`, request_id: 'request-id', created_at: new Date() };
        expect(form.storage.fromRow(stored, relatedByTable(related))).toEqual(request);
      }),
      { numRuns: 200 },
    );
    // The bodies reach the rows: most pass the contract's rules.
    expect(accepted).toBeGreaterThan(50);
  });
});
