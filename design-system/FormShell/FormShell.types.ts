import type { ReactNode } from 'react';
import type { DraftBannerVariant } from './DraftBanner/DraftBanner';
import type { FormShellStep } from './FormShell.context';
import type { SuccessScreenProps } from './SuccessScreen/SuccessScreen';

/** What a successful onSubmit resolves with: at least the server-issued reference. */
export type FormSubmissionResult = { referenceNumber: string };

/** The success screen's content for a submission; the reference number comes from the result. */
export type FormSuccessContent = Omit<SuccessScreenProps, 'referenceNumber' | 'headingOrder'>;

export type SubmitOptions = { onProgress: (percent: number) => void };

/** What a form kept to finish later holds: the answers without their files, and where the person was. */
export type FinishLaterDraft<V> = { formData: V; currentStep: number; completedSteps: number[] };

export type FormShellProps<V extends object, R extends FormSubmissionResult> = {
  /** Names the form's draft in the browser, with the portal type: 'home-policy-change'. */
  formId: string;
  /** Names the form for assistive technology, and is its heading when `showTitle`. */
  title: string;
  /** Under the title: a sentence (shown dimmed) or a notice of the page's own. */
  description?: ReactNode;
  /**
   * The steps, or the steps for the answers so far when an answer changes them (document management: the
   * download path has two steps, the upload path three).
   */
  steps: FormShellStep<V>[] | ((values: V) => FormShellStep<V>[]);
  initialValues: V;
  /**
   * Sends the answers; resolves with the server's reference, rejects with an Error (or a FormSubmissionError
   * naming fields). `onProgress` (percent of the files sent) shows on the form's file fields.
   */
  onSubmit: (values: V, options: SubmitOptions) => Promise<R>;
  /** The success screen for a submission: title, summary, next steps, actions, receipt. */
  success: (result: R, values: V) => FormSuccessContent;
  /** Customer green or lender blue; by default the portal type around the shell. */
  portalType?: 'customer' | 'lender';
  /** @default 'resume' (Resume / Start New); 'incomplete' is the Continue / Dismiss banner. */
  draftBanner?: DraftBannerVariant;
  /** @default 'Submit' in the page's language (FORM_SHELL_CATALOGUE: 'Enviar') */
  submitLabel?: string;
  /** Offers Back on step 1, leaving the form (the page decides where to). */
  onExit?: () => void;
  /**
   * The level of the shell's first heading: its title when shown, else each step's heading; the success
   * screen's title too. 2 under the page's own h1 (a portal page's header); 1 when the shell is the page.
   * @default 2
   */
  headingOrder?: 1 | 2;
  /** Where drafts are kept. @default window.localStorage */
  storage?: Storage;
  /** Keeps unfinished answers as a draft in the browser. @default true */
  saveDrafts?: boolean;
  /** The label of the button that leaves the form from step 1 (onExit). @default 'Back' in the page's language ('Atrás') */
  exitLabel?: string;
  /** The heading of the panel shown when a submission fails. @default 'Something went wrong' in the page's language */
  submissionErrorTitle?: string;
  /**
   * Shows the title as the form's heading, for a shell that stands alone; by default the page's own heading
   * names the form and the title only labels it. @default false
   */
  showTitle?: boolean;
  /**
   * Offers "E-mail me a link to finish later" (issue 24): `send` keeps the answers so far (files left out) with
   * the address given and resolves with what to tell the person; `defaultEmail` offers the form's own address.
   */
  finishLater?: { send: (email: string, draft: FinishLaterDraft<V>) => Promise<string>; defaultEmail: (values: V) => string };
  /** Offers Reset, which clears every answer (and the draft) and returns to step 1 (seed 002 mortgagee). @default false */
  allowReset?: boolean;
  /**
   * Under the Submit button on the last step; null for none. @default the privacy footnote (what the answers
   * are used for, with the privacy notice's link)
   */
  footnote?: ReactNode;
};
