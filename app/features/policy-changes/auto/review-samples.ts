/**
 * A lender's filled-in auto change and the summary its review step lists, for the described forms' review test
 * (../described-forms.test.tsx): a kind of change twice (numbered), a VIN typed in lower case (shown as the
 * server keeps it), the borrower's authorization by its type, the signature.
 */
import { todayInEastern } from '@contracts/dates';
import { AUTO_CHANGE_FORM } from '@contracts/policy-changes/auto.form';
import { autoChangeSteps } from './auto-form';
import { autoInitialValues } from './auto-values';

const TODAY_SHOWN = todayInEastern().replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

export const AUTO_CHANGE_REVIEW_SAMPLES = [
  {
    form: AUTO_CHANGE_FORM,
    steps: autoChangeSteps('lender'),
    values: {
      ...autoInitialValues(),
      contactInfo: { policyNumber: 'pa-7781234', policyholderName: ' Jordan Lee ', email: 'jordan.lee@example.com' },
      changes: [
        { type: 'addVehicle', details: { yearMakeModel: '2023 Toyota Camry', vin: '4t1b11hk5ku123456', usage: '', primaryDriver: 'Jordan Lee' } },
        { type: 'removeDriver', details: { fullName: 'Pat Lee', reason: '' } },
        { type: 'addVehicle', details: { yearMakeModel: '2024 Honda HR-V', vin: '', usage: 'Commute', primaryDriver: '' } },
      ],
      authorizationFile: new File([new Uint8Array(1536)], 'authorization.pdf', { type: 'application/pdf' }),
      signatureDetails: { signature: 'Jordan Lee', signatureDate: todayInEastern() },
    },
    expected: [
      ['Policy Number', 'PA-7781234'],
      ['Policyholder', 'Jordan Lee'],
      ['Email', 'jordan.lee@example.com'],
      ['Add Vehicle 1', 'Year/Make/Model: 2023 Toyota Camry; VIN: 4T1B11HK5KU123456; Primary Driver: Jordan Lee'],
      ['Remove Driver', "Driver's Full Name: Pat Lee"],
      ['Add Vehicle 2', 'Year/Make/Model: 2024 Honda HR-V; Usage: Commute'],
      ['Effective Date', TODAY_SHOWN],
      ['Documents', 'Borrower Authorization: authorization.pdf (1.50 KB)'],
      ['Electronic Signature', 'Jordan Lee'],
      ['Signature Date', TODAY_SHOWN],
    ] as [string, string][],
  },
];
