/**
 * The forms of document management (seed 001 §3 "Available documents"), made here as PDFs a person can fill
 * in on screen or print: the agency's name and contact details at the top, the policy's and the signer's
 * fields as form fields, the statement to affirm. Made once per process and kept.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { AVAILABLE_FORMS, type AvailableForm } from '@contracts/document-management';
import { AGENCY } from '@site/agency';

type FormContent = { statement: string[]; fields: { name: string; label: string }[]; checkboxes?: { name: string; label: string }[] };

const POLICY_FIELDS = [
  { name: 'policyholder', label: 'Policyholder name' },
  { name: 'policyNumber', label: 'Policy number' },
  { name: 'propertyAddress', label: 'Insured property address' },
];
const SIGNATURE_FIELDS = [
  { name: 'signature', label: 'Signature' },
  { name: 'date', label: 'Date (MM/DD/YYYY)' },
];

const CONTENT: Record<AvailableForm['slug'], FormContent> = {
  'flood-affirmation': {
    statement: [
      'Florida law requires policyholders of the state-backed insurer to carry flood insurance, phased in from January 1, 2024',
      '(properties of $600,000 or more) to all properties by 2027. Tick one statement and sign.',
    ],
    fields: [
      ...POLICY_FIELDS,
      { name: 'floodCarrier', label: 'Flood insurer (if insured)' },
      { name: 'floodPolicyNumber', label: 'Flood policy number (if insured)' },
      ...SIGNATURE_FIELDS,
    ],
    checkboxes: [
      { name: 'hasFlood', label: 'The property is insured against flood; the declarations page is attached.' },
      { name: 'declinesFlood', label: 'I understand the requirement and do not carry flood insurance at this time.' },
    ],
  },
  'primary-residence-affirmation': {
    statement: [
      'I affirm that the insured property is my primary residence: I live there more than six months of the year and it is',
      'not rented to others. I have attached proof, such as a lease executed in the past 12 months.',
    ],
    fields: [...POLICY_FIELDS, { name: 'occupiedSince', label: 'Occupied as primary residence since (MM/DD/YYYY)' }, ...SIGNATURE_FIELDS],
  },
};

function drawHeader(page: PDFPage, bold: PDFFont, font: PDFFont, title: string) {
  page.drawRectangle({ x: 0, y: 732, width: 612, height: 60, color: rgb(0.11, 0.23, 0.42) });
  page.drawText(AGENCY.name, { x: 48, y: 764, size: 16, font: bold, color: rgb(1, 1, 1) });
  page.drawText(`${AGENCY.phone}  ·  ${AGENCY.supportEmail}  ·  Phone ${AGENCY.hours.phone}`.replace(/·/g, '-'), {
    x: 48,
    y: 746,
    size: 9,
    font,
    color: rgb(1, 1, 1),
  });
  page.drawText(title, { x: 48, y: 700, size: 15, font: bold, color: rgb(0.1, 0.1, 0.12) });
}

async function makeForm(form: AvailableForm): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(form.name);
  document.setAuthor(AGENCY.name);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([612, 792]);
  drawHeader(page, bold, font, form.name);
  const content = CONTENT[form.slug];
  let y = 672;
  for (const line of content.statement) {
    page.drawText(line, { x: 48, y, size: 9.5, font });
    y -= 14;
  }
  y -= 16;
  const acroForm = document.getForm();
  for (const checkbox of content.checkboxes ?? []) {
    const box = acroForm.createCheckBox(checkbox.name);
    box.addToPage(page, { x: 48, y: y - 2, width: 12, height: 12 });
    page.drawText(checkbox.label, { x: 68, y, size: 10, font });
    y -= 26;
  }
  for (const field of content.fields) {
    page.drawText(field.label, { x: 48, y, size: 9, font: bold });
    const text = acroForm.createTextField(field.name);
    text.addToPage(page, { x: 48, y: y - 26, width: 516, height: 20, font });
    y -= 48;
  }
  page.drawText(`Return the completed form through ${AGENCY.name}'s customer service portal (Document Management, Upload Documents).`, {
    x: 48,
    y: 48,
    size: 8,
    font,
    color: rgb(0.35, 0.35, 0.4),
  });
  return document.save();
}

const made = new Map<string, Promise<Uint8Array>>();

/** The form's PDF, or undefined for a slug that is not one of the forms. */
export function agencyFormPdf(slug: string): Promise<Uint8Array> | undefined {
  const form = AVAILABLE_FORMS.find((candidate) => candidate.slug === slug);
  if (!form) return undefined;
  let pdf = made.get(slug);
  if (!pdf) {
    pdf = makeForm(form);
    made.set(slug, pdf);
  }
  return pdf;
}
