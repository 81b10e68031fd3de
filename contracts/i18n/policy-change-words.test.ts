/**
 * The change forms' contract words in Spanish: every word the auto, home, mailing address, mortgagee and other
 * change contracts give a person (an option, a section's field, a refusal, a document type, a menu card, a
 * summary's label) is listed in the contracts' table, so a Spanish page and a Spanish summary say none of them
 * in English. A word written the same in both languages is listed with itself ('No').
 */
import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { AUTO_CHANGE_TYPES, AUTO_DOCUMENT_RULES, AUTO_FIELD_LABELS, AUTO_MESSAGES, MAX_AUTO_CHANGES, ZAutoChange, ZAutoChanges } from '../policy-changes/auto';
import { AUTO_CHANGE_FORM } from '../policy-changes/auto.form';
import { COVERAGE_SLIDERS, coverageMessages, HOME_CHANGE_MESSAGES, HOME_CHANGES, HOME_DOCUMENT_RULES } from '../policy-changes/home';
import { HOME_CHANGE_FORM } from '../policy-changes/home.form';
import { MAILING_ADDRESS_MESSAGES } from '../policy-changes/mailing-address';
import { MAILING_ADDRESS_FORM } from '../policy-changes/mailing-address.form';
import { MORTGAGEE_ACTIONS, MORTGAGEE_MESSAGES, REMOVAL_REASONS } from '../policy-changes/mortgagee';
import { MORTGAGEE_FORM } from '../policy-changes/mortgagee.form';
import { OTHER_CHANGE_MESSAGES, OTHER_CHANGE_TYPES } from '../policy-changes/other';
import { OTHER_CHANGE_FORM } from '../policy-changes/other.form';
import { API_MESSAGES, translateMessage } from './api-messages';

const SPANISH = textsIn('es');

/** The English words nobody listed, or listed and left the same without meaning it. */
const notInSpanish = (words: readonly string[]) =>
  words.filter((english) => translateMessage(english, SPANISH) === english && !Object.hasOwn(API_MESSAGES.en, english));

const labels = (options: readonly { label: string }[]) => options.map(({ label }) => label);

/** The first refusal a schema gives a value. */
const refusal = (schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? '';

/** Each form's own words in the customer's portal: its title, its kind as mails name it, its menu card. */
const formWords = (form: { title: string; kindLabel: string; pages: readonly { portal: string; menu?: { title: string; description: string } }[] }) => [
  form.title,
  form.kindLabel,
  ...form.pages.flatMap((page) => (page.portal === 'customer' && page.menu ? [page.menu.title, page.menu.description] : [])),
];

describe('the change forms’ contract words in Spanish', () => {
  it('the auto change: its kinds of change, its sections’ fields, its refusals and its document types', () => {
    expect(
      notInSpanish([
        ...formWords(AUTO_CHANGE_FORM),
        ...labels(AUTO_CHANGE_TYPES),
        ...Object.values(AUTO_FIELD_LABELS).flatMap((fields) => Object.values(fields)),
        ...Object.values(AUTO_MESSAGES),
        ...labels(AUTO_DOCUMENT_RULES.types),
        ...labels(AUTO_CHANGE_FORM.documentTypes ?? []),
        refusal(ZAutoChange, { type: 'unknown' }),
        refusal(
          ZAutoChanges,
          Array.from({ length: MAX_AUTO_CHANGES + 1 }, () => ({ type: 'updateCoverages', details: { description: 'More' } })),
        ),
        'Mailing address same as garaging',
      ]),
    ).toEqual([]);
  });

  it('the home change: its changes, its sliders with every refusal of their amounts, its refusals and document types', () => {
    expect(
      notInSpanish([
        ...formWords(HOME_CHANGE_FORM),
        ...labels(HOME_CHANGES),
        ...COVERAGE_SLIDERS.flatMap((slider) => [
          slider.label,
          slider.description,
          ...(slider.coverage ? [slider.coverage] : []),
          ...Object.values(coverageMessages(slider)),
        ]),
        ...Object.values(HOME_CHANGE_MESSAGES),
        ...labels(HOME_DOCUMENT_RULES.customer.types),
        ...labels(HOME_DOCUMENT_RULES.lender.types),
        'Must be a number',
        'Changes Requested',
        'Not provided',
      ]),
    ).toEqual([]);
  });

  it('the mailing address change, the mortgagee change and the other change: their options, refusals and labels', () => {
    expect(
      notInSpanish([
        ...formWords(MAILING_ADDRESS_FORM),
        ...Object.values(MAILING_ADDRESS_MESSAGES),
        'ZIP code is required',
        'Please enter a valid ZIP code',
        'New Mailing Address',
        ...formWords(MORTGAGEE_FORM),
        ...labels(MORTGAGEE_ACTIONS),
        ...labels(REMOVAL_REASONS),
        ...Object.values(MORTGAGEE_MESSAGES),
        'Action',
        'Reason for Removal',
        'Mortgagee Name',
        'Loan Number',
        'Address',
        'Notes',
        ...formWords(OTHER_CHANGE_FORM),
        ...labels(OTHER_CHANGE_TYPES),
        ...Object.values(OTHER_CHANGE_MESSAGES),
        'Change Type',
        'Description',
      ]),
    ).toEqual([]);
  });

  it('carries a refusal’s values into the Spanish', () => {
    const tooMany = refusal(
      ZAutoChanges,
      Array.from({ length: MAX_AUTO_CHANGES + 1 }, () => ({ type: 'updateCoverages', details: { description: 'More' } })),
    );
    expect(tooMany).toBe(`At most ${MAX_AUTO_CHANGES} changes can be sent at once.`);
    expect(translateMessage(tooMany, SPANISH)).toBe(`Se pueden enviar como máximo ${MAX_AUTO_CHANGES} cambios a la vez.`);
    expect(refusal(ZAutoChange, { type: 'unknown' })).toBe('Please choose a kind of change');
  });
});
