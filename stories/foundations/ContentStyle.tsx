import { Code } from '@mantine/core';
import type { ZodTypeAny } from 'zod';
import { agencyDateTime } from '@app/features/back-office/format';
import { formatDateForDisplay, formatEasternDateTime, todayInEastern } from '@contracts/dates';
import { VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { effectiveDate, formatPhoneDigits, policyNumber, portalEmail, portalPhone, quoteEmail, quotePhone, zipCode } from '@contracts/fields';
import { formatFileSize } from '@contracts/file-size';
import { formatDollars } from '@contracts/money';
import { COVERAGE_SLIDERS, coverageMessages } from '@contracts/policy-changes/home';
import { FORM_SHELL_TEXT } from '@design-system/FormShell/constants';
import { relativeTime } from '@design-system/FormShell/drafts/relative-time';
import { ExampleList } from './ExampleList';

/** The message a contract's rule gives for a value (the words the form and the server both show). */
function messageFor(rule: ZodTypeAny, value: string) {
  const result = rule.safeParse(value);
  return result.success ? '(accepted)' : (result.error.issues[0]?.message ?? '');
}

const shown = (value: string) => (value === '' ? '(blank)' : value);

/** Fields, what was entered and the message their rule in contracts/ gives: each run live. */
export const ERROR_EXAMPLES = [
  { form: 'Change forms', field: 'Email', rule: portalEmail(), value: '' },
  { form: 'Change forms', field: 'Email', rule: portalEmail(), value: 'jane@example' },
  { form: 'Change forms', field: 'Phone number', rule: portalPhone(), value: '555-0100' },
  { form: 'Change forms', field: 'ZIP code', rule: zipCode(), value: '3310' },
  { form: 'Change forms', field: 'Policy number', rule: policyNumber(), value: 'HO' },
  { form: 'Change forms', field: 'Effective date', rule: effectiveDate(), value: '' },
  { form: 'Change forms', field: 'Effective date', rule: effectiveDate(), value: '2020-01-01' },
  { form: 'Quote form', field: 'Email', rule: quoteEmail(), value: 'jane@' },
  { form: 'Quote form', field: 'Phone', rule: quotePhone(), value: '0123' },
] as const;

/** What was entered and the message the field's rule answers, from the contracts' own rules. */
export function ErrorMessageExamples() {
  return (
    <ExampleList
      label="Error messages"
      rows={ERROR_EXAMPLES.map(({ form, field, rule, value }) => ({
        key: `${form}-${field}-${value}`,
        title: field,
        note: form,
        columns: [
          { label: 'Entered', value: <Code>{shown(value)}</Code>, span: 3 },
          { label: 'Message', value: messageFor(rule, value), testId: 'message', span: 6 },
        ],
      }))}
    />
  );
}

/** The words above and around the field messages: the form's error and the error summary's heading. */
export function FormLevelMessages() {
  return (
    <ExampleList
      label="Form-level messages"
      rows={[
        {
          key: 'validation-failed',
          title: 'A form sent with errors',
          note: "The server's 422, beside the submit button",
          columns: [{ label: 'Message', value: VALIDATION_FAILED_MESSAGE, testId: 'validation-failed', span: 9 }],
        },
        {
          key: 'summary-title',
          title: "The error summary's heading",
          note: "Above a step's fields after a failed Next or Submit",
          columns: [{ label: 'Heading', value: FORM_SHELL_TEXT.errorSummaryTitle, testId: 'summary-title', span: 9 }],
        },
      ]}
    />
  );
}

/** One moment for every example: 25 November 2026, 2:05:09 PM in New York. */
export const EXAMPLE_MOMENT = new Date('2026-11-25T19:05:09Z');
/** Late evening in New York is already tomorrow in UTC: "today" is New York's. */
const LATE_EVENING = new Date('2026-11-26T03:30:00Z');
const MINUTE_MS = 60_000;

type FormatRow = { what: string; helper: string; input: string; output: string };

function FormatTable({ label, rows }: { label: string; rows: FormatRow[] }) {
  return (
    <ExampleList
      label={label}
      rows={rows.map(({ what, helper, input, output }) => ({
        key: `${what}-${input}`,
        title: what,
        note: <Code>{helper}</Code>,
        columns: [
          { label: 'Value', value: <Code>{input}</Code>, span: 4 },
          { label: 'Shown', value: output, testId: `shown-${helper}`, span: 5 },
        ],
      }))}
    />
  );
}

/** Dates and times as the product shows them, each formatted by the helper the product calls. */
export function DateFormats() {
  const now = EXAMPLE_MOMENT.getTime();
  const rows: FormatRow[] = [
    { what: 'A date: effective, signature, callback dates', helper: 'formatDateForDisplay', input: '2026-11-25', output: formatDateForDisplay('2026-11-25') },
    {
      what: '"Today" for every date rule, in New York',
      helper: 'todayInEastern',
      input: LATE_EVENING.toISOString(),
      output: todayInEastern(LATE_EVENING),
    },
    {
      what: 'A moment the agency keeps: the sealed PDF',
      helper: 'formatEasternDateTime',
      input: EXAMPLE_MOMENT.toISOString(),
      output: formatEasternDateTime(EXAMPLE_MOMENT),
    },
    {
      what: 'A moment in back-office lists',
      helper: 'agencyDateTime',
      input: EXAMPLE_MOMENT.toISOString(),
      output: agencyDateTime(EXAMPLE_MOMENT.toISOString()),
    },
    ...[0.5, 5, 120, 3 * 24 * 60].map((minutes) => ({
      what: 'When a draft was saved (the draft banner)',
      helper: 'relativeTime',
      input: `${minutes < 1 ? `${minutes * 60} seconds` : minutes < 60 ? `${minutes} minutes` : minutes < 24 * 60 ? `${minutes / 60} hours` : `${minutes / 60 / 24} days`} before`,
      output: relativeTime(now - minutes * MINUTE_MS, now),
    })),
  ];
  return <FormatTable label="Date formats" rows={rows} />;
}

/** Money, file sizes and phone numbers, as the product's own helpers and messages write them. */
export function NumberFormats() {
  const rows: FormatRow[] = [
    ...[250_000, 5_000_000].map((amount) => ({ what: 'An amount of money', helper: 'formatDollars', input: String(amount), output: formatDollars(amount) })),
    ...COVERAGE_SLIDERS.map((slider) => ({
      what: `Money: the ${slider.label} coverage's limits`,
      helper: 'coverageMessages',
      input: `${slider.min} to ${slider.max}, step ${slider.step}`,
      output: `${coverageMessages(slider).range}. ${coverageMessages(slider).step}.`,
    })),
    ...[512, 1536, 5 * 1024 * 1024].map((bytes) => ({ what: 'A file size', helper: 'formatFileSize', input: String(bytes), output: formatFileSize(bytes) })),
    { what: 'A phone number kept as digits', helper: 'formatPhoneDigits', input: '3055550100', output: formatPhoneDigits('3055550100') },
  ];
  return <FormatTable label="Money and number formats" rows={rows} />;
}
