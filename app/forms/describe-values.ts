/**
 * A form's values as its descriptor summarises them (contracts/forms): parsed by its route's body schema (the
 * same zod rules, and transforms, as the server's), split into the request and its documents, and described.
 * So the review step and the success screen show the very lines the receipt, the agency's notice, the back
 * office and /dashboard show.
 */
import type { z } from 'zod';
import { formRoute, type AnySubmissionForm, type DescribedDocument, type FormDocument, type FormPortal, type SummaryLine } from '@contracts/forms';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '@contracts/forms/summary-language';

/** What the browser reads of a descriptor. */
export type BrowserForm = Pick<AnySubmissionForm, 'contract' | 'bodyOf' | 'split' | 'describe' | 'person' | 'receipt'>;

/** Stands in for the page's request id while the form is still being filled in: a request id is never shown. */
const PREVIEW_REQUEST_ID = 'preview-request';

/** A chosen file as a summary shows it. */
const describedFile = ({ file, type, description }: FormDocument): DescribedDocument => ({
  type: type ?? '',
  description: description ?? '',
  name: (file as File).name,
  sizeBytes: (file as File).size,
});

/** The object schema under a body's refinements and transforms, if it is one. */
function objectShape(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> | undefined {
  const def = schema._def as { shape?: () => Record<string, z.ZodTypeAny>; schema?: z.ZodTypeAny };
  if (def.shape) return def.shape();
  return def.schema ? objectShape(def.schema) : undefined;
}

/**
 * The body parsed whole; while it is still being filled in (the review step's own date), each group that is
 * valid parsed and the others as typed.
 */
function parsedBody(schema: z.ZodTypeAny, body: Record<string, unknown>): unknown {
  const whole = schema.safeParse(body);
  if (whole.success) return whole.data;
  const shape = objectShape(schema) ?? {};
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      const group = shape[key]?.safeParse(value);
      return [key, group?.success ? group.data : value];
    }),
  );
}

type Sent = { portalType: FormPortal; requestId?: string };

/** The request `values` make, sent from `portalType` (with the page's request id once it is sent), and its documents. */
export function requestOfValues(form: BrowserForm, values: object, { portalType, requestId = PREVIEW_REQUEST_ID }: Sent) {
  const body = form.bodyOf(values, { requestId, portalType });
  const { request, documents } = form.split(parsedBody(formRoute(form).body, body));
  return { request, documents: documents.map(describedFile) };
}

/** The summary of `values`: the descriptor's `describe` of the request they make, in `language` (the page's). */
export function describeValues(form: BrowserForm, values: object, sent: Sent, language: SummaryLanguage = SUMMARY_IN_ENGLISH): SummaryLine[] {
  const { request, documents } = requestOfValues(form, values, sent);
  return form.describe(request, documents, language);
}
