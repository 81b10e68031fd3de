/**
 * A submission form, described once (issue 22): what it is called, where a person fills it in, its API route
 * and rate limit, how its request is stored and read back, who the person is, and the one labelled summary of
 * a request that every screen and mail shows (the review step, the success screen, the receipt, the agency's
 * notice, the back office and /dashboard). Pure: the browser and the server both read it. The list of every
 * form is ./index.ts; a form's descriptor sits beside its contract (`contracts/<area>/<form>.form.ts`).
 */
import type { AppRoute } from '@ts-rest/core';
import type { z } from 'zod';
import type { SummaryLanguage } from './summary-language';

/** One line of a request's summary: 'Action' / 'Add New Mortgagee'. (= TReceiptDetail = ReviewItem.) */
export type SummaryLine = { label: string; value: string };

/** A document of a request as its summary shows it: the form's type ('' for a lone supporting document), its name and size. */
export type DescribedDocument = { type: string; description: string; name: string; sizeBytes: number };

/** A document a request came with: its file (a browser File, or the upload the server received) and what it is. */
export type FormDocument = { file: unknown; type?: string; description?: string };

/** Which side of the site a request comes from (the inbox shows it; the page gives it). */
export type FormPortal = 'public' | 'customer' | 'lender';

/**
 * A form's card in its portal's menu (the customer's Policy Changes, the lender's requests): its words, and
 * its place among the cards (ascending; the menus' own cards have theirs). Its icon is its feature folder's
 * `menu-icon.ts` (`export { IconMailbox as MenuIcon } from '@tabler/icons-react'`), if it has one.
 */
export type FormMenuEntry = { title: string; description: string; order: number };

/**
 * Where a person fills a form in: the portal, the page's path (site/paths.ts, or written here when only the
 * descriptor names it), its app folder (app/features/<feature>), and its card in the portal's menu.
 */
export type FormPage = { portal: FormPortal; path: string; feature: string; menu?: FormMenuEntry };

/** Whom a request is from, as the back office's inbox shows and finds it. */
export type FormPerson = { name: string; email: string; policyNumber: string };

/** A form's POST route: multipart, as the change forms' (contracts/policy-changes/shared.ts changeRequestRoute). */
export type FormRoute = AppRoute & { method: 'POST'; contentType: 'multipart/form-data'; body: z.ZodTypeAny };

/** A form's contract: a ts-rest router holding its one route (its key is the route's name in OpenAPI). */
export type FormContract = Record<string, FormRoute>;

/** The validated body of a form's route (its files in place). */
export type BodyOf<Contract extends FormContract> = z.output<Contract[keyof Contract]['body']>;

/** Rows of other tables a request owns (an auto change's changes), each stored with the request's reference. */
export type RelatedRows = { table: string; rows: Record<string, unknown>[] };

/** A stored row of a form's table, as read back: its own columns plus reference_number, request_id, created_at. */
export type StoredRow = Record<string, unknown>;

/**
 * A form's descriptor. `Request` is its validated request without the request id and the files (what is
 * stored in its table, and what `describe` reads); `Row` is its table's row.
 *
 * Methods (not arrow properties) on purpose: a descriptor of any form is then one of the list's
 * `AnySubmissionForm`.
 */
export interface SubmissionForm<Name extends string, Kind extends string, Contract extends FormContract, Request, Row extends StoredRow> {
  /**
   * Its name in the API: its contract's key (OpenAPI operationId `{name}.{route}`) and its rate limit's.
   * 'mortgageeChanges'.
   */
  name: Name;
  /** The back office's kind ('mortgagee'); SUBMISSION_KINDS derive from the list. */
  kind: Kind;
  /** The inbox's filter label: 'Mortgagee change'. */
  kindLabel: string;
  /** What the request is called on its success screen, receipt, back-office page and /dashboard. */
  title: string;
  /** The server-issued reference's prefix: 'MC' (MC-7KQ2M9XA). */
  referencePrefix: string;
  contract: Contract;
  pages: readonly FormPage[];
  /**
   * Per client (an IPv4 address or an IPv6 /64) and site-wide, per minute; `{envPrefix}_RATE_LIMIT_PER_MINUTE`
   * and `{envPrefix}_SITE_RATE_LIMIT_PER_MINUTE` override them (bff/services/rate-limits).
   */
  rateLimit: { envPrefix: string; perClientPerMinute: number; sitePerMinute: number };
  /** Its multipart file fields (a list: `'documents[][file]': { maxCount }`), and its text fields' limit when over 50. */
  uploads: { fileFields: Record<string, { maxCount?: number }>; maxFields?: number };
  /** The answer's `message`. */
  successMessage: string;
  /** Extra fields of the answer besides the reference (the home change's ticket_id). */
  answer?(referenceNumber: string): Record<string, unknown>;
  /** The body the browser sends: the form's values with the page's request id and portal, in the contract's names. */
  bodyOf(values: object, page: { requestId: string; portalType: FormPortal }): Record<string, unknown>;
  /** A validated body as its request id, its request (files aside) and its documents, in the order sent. */
  split(body: BodyOf<Contract>): { requestId: string; request: Request; documents: FormDocument[] };
  /** The side of the site the request came from. */
  portalType(request: Request): FormPortal;
  storage: {
    table: string;
    /**
     * The column of its row that holds its one document's upload id, for a form whose row has always pointed at
     * its document itself (the insurance request's authorization_upload_id) rather than list it with the other
     * forms' documents. The store writes it; `toRow` and `fromRow` leave it out.
     */
    documentColumn?: string;
    /** The tables of its related rows, read back in this column's order. */
    related?: readonly { table: string; orderBy: string }[];
    /** Its row (reference_number, request_id and created_at are added) and related rows. */
    toRow(request: Request): { row: Omit<Row, 'reference_number' | 'request_id' | 'created_at'>; related?: RelatedRows[] };
    /** The request a stored row holds: `fromRow(toRow(r)) = r` (a property test per form checks it). */
    fromRow(row: Row, related: Record<string, Record<string, unknown>[]>): Request;
  };
  /** Whom it is from: the inbox shows and finds the request by these, never by column names. */
  person(request: Request): FormPerson;
  /**
   * THE summary of a request: every screen and mail shows exactly these lines, in the reader's language
   * (@default SUMMARY_IN_ENGLISH: the back office and the agency's notices).
   */
  describe(request: Request, documents: readonly DescribedDocument[], language?: SummaryLanguage): SummaryLine[];
  /** The agency's notice: its mail kind and subject (its text is the reference and `describe`'s lines). */
  notice: { kind: string; subject(request: Request, referenceNumber: string): string };
  /** The types of its documents, for a form whose documents each have one: the back office names each by its label. */
  documentTypes?: readonly { value: string; label: string }[];
  /** Whether its success screen offers the e-mailed receipt (POST /api/send-receipt takes its references). */
  receipt: boolean;
  /**
   * What happens next, in the confirmation every submission mails to the person's address (./confirmation.ts:
   * our words, the title and the reference only). @default DEFAULT_CONFIRMATION_NEXT_STEP
   */
  confirmationNextStep?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a form of any request and row
export type AnySubmissionForm = SubmissionForm<string, string, FormContract, any, any>;

/** Keeps a descriptor's literal name and kind (the API, the rate limits and the kinds are typed from them). */
export const submissionForm = <const Name extends string, const Kind extends string, Contract extends FormContract, Request, Row extends StoredRow>(
  form: SubmissionForm<Name, Kind, Contract, Request, Row>,
) => form;

/** A form's one route. */
export const formRoute = <Contract extends FormContract>(form: { contract: Contract }): Contract[keyof Contract] => {
  const routes = Object.values(form.contract) as Contract[keyof Contract][];
  if (routes.length !== 1) throw new Error(`A form's contract holds exactly one route; this one holds ${routes.length}.`);
  return routes[0]!;
};

/** Related rows by table, as `fromRow` reads them. */
export const relatedByTable = (related: readonly RelatedRows[] = []): Record<string, Record<string, unknown>[]> =>
  Object.fromEntries(related.map(({ table, rows }) => [table, rows]));
