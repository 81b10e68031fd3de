import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Container, Radio, TextInput } from '@mantine/core';
import { z } from 'zod';
import { FormShell, type FormShellProps, type FormShellStep } from '@design-system/FormShell';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { provideClipboard, storyClipboard } from './fixtures/clipboard';
import { DEMO_ANSWERS, DEMO_FORM_ID, DEMO_INITIAL_VALUES, DEMO_STEPS, demoSuccess, type DemoChangeValues } from './fixtures/demo-change-form';
import { clearDrafts, seedDraft, storedDraft } from './fixtures/drafts';
import { withDemoArgs } from './docs/props-table';
import { usage } from './docs/usage';

type DemoProps = FormShellProps<DemoChangeValues, { referenceNumber: string }>;

/** The demo change form of fixtures/demo-change-form.tsx in the shell: how every policy change form plugs in. */
const DemoChangeForm = (props: DemoProps) => <FormShell {...props} />;

const REFERENCE = 'PC-2026-004217';
const sendReceipt = fn(async (_email: string) => {});

const meta = {
  title: 'Design system/FormShell',
  // Also checked at 360 px by the end-to-end Storybook walk (tests/e2e/storybook.spec.ts).
  tags: ['phone-width'],
  component: withDemoArgs<DemoProps>(FormShell),
  render: (args) => <DemoChangeForm {...args} />,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The customer (green) and lender (blue) portals' multi-step form: a change form brings its steps (label, schema, fields) and onSubmit, and the shell does the rest: progress, Back, Next and Submit, checks per step, the error summary, drafts with their banner, the submission error panel and the success screen.",
          whenNotToUse:
            "Not for one-field forms like search (SearchBox) or the e-mailed receipt. Not on the public site's quote forms, which have their own layout. A new change form should use it rather than a form of its own.",
          accessibility:
            'The form is a section named by its title. "Step 2 of 3" is written out, and the stepper is a navigation named "Form progress" with the current step marked; from tablet width up it names every step (at phone width the numbers, and the current step\'s name as the heading below). After Next or Back, focus moves to the new step\'s heading; after a failed Next or Submit, to the error summary. Errors are held back for the first 200 ms, so nothing is announced while the page settles. The success screen\'s heading takes focus when it replaces the form.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  beforeEach: () => {
    sendReceipt.mockClear();
    return clearDrafts(DEMO_FORM_ID);
  },
  // These stories show the shell alone, as the page: its title is the h1. On a portal page (OnAPortalPage) the
  // page's header names the form and the shell's defaults apply.
  args: {
    showTitle: true,
    headingOrder: 1,
    formId: DEMO_FORM_ID,
    title: 'Policy Change Request',
    description: 'Every request is reviewed by an agent before anything changes on your policy.',
    steps: DEMO_STEPS,
    initialValues: DEMO_INITIAL_VALUES,
    onSubmit: fn(async () => ({ referenceNumber: REFERENCE })),
    success: (result, values) => ({ ...demoSuccess(result, values), receipt: { send: sendReceipt, defaultEmail: values.email } }),
  },
} satisfies Meta<typeof DemoChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Waits that span the shell's own timers (200 ms quiet, 400 ms skeleton) get room for a busy CI machine. */
const TIMERS = { timeout: 4000 };

/** Waits for a step: its heading, and its fields once the skeleton has gone. */
async function stepHeading(canvas: Canvas, name: string) {
  await waitFor(() => {
    expect(canvas.getByTestId('step-heading')).toHaveTextContent(name);
    expect(canvas.queryByTestId('step-skeleton')).not.toBeInTheDocument();
  }, TIMERS);
}

/** Pastes each answer: typing is the subject of the field stories; here a key each would re-render the shell. */
async function fillContact(canvas: Canvas) {
  const answer = async (name: RegExp, text: string) => {
    await userEvent.click(canvas.getByRole('textbox', { name }));
    await userEvent.paste(text);
  };
  await answer(/First Name/, DEMO_ANSWERS.firstName);
  await answer(/Last Name/, DEMO_ANSWERS.lastName);
  await answer(/Policy Number/, DEMO_ANSWERS.policyNumber);
  await answer(/Phone Number/, DEMO_ANSWERS.phoneNumber);
  await answer(/Email/, DEMO_ANSWERS.email);
}

/** A draft left 10 minutes ago at the review step, every answer given but the confirmation. */
const seedReviewDraft = () =>
  seedDraft(DEMO_FORM_ID, 'customer', {
    formData: { ...DEMO_INITIAL_VALUES, ...DEMO_ANSWERS, supportingDocument: undefined },
    currentStep: 3,
    completedSteps: [1, 2],
    minutesAgo: 10,
  });

async function resumeAtReview(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Resume' }));
  await stepHeading(canvas, 'Review and Submit');
  // Submit stays in the tab order, says why it cannot send yet, and pressed, shows the error summary.
  const submit = canvas.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription('You must confirm the information is accurate.');
  await userEvent.click(submit);
  await expect(await canvas.findByTestId('error-summary')).toHaveTextContent('You must confirm the information is accurate.');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I confirm the information above is accurate' }));
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await expect(canvas.queryByTestId('forward-blocked-reason')).not.toBeInTheDocument();
}

export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Policy Change Request' })).toBeInTheDocument();
    await expect(canvas.getByTestId('step-counter')).toHaveTextContent('Step 1 of 3');
    await expect(canvas.queryByTestId('draft-banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    // Errors appear only after interaction: leaving a field shows its message (the first 200 ms excepted,
    // a unit test in FormShell.test.tsx holds that with a fake clock).
    await expect(canvas.queryByText('First name is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('textbox', { name: /First Name/ }));
    await userEvent.click(canvas.getByTestId('step-heading'));
    await expect(await canvas.findByText('First name is required', {}, TIMERS)).toBeInTheDocument();
    // A field not yet visited shows no error while another is typed.
    await userEvent.type(canvas.getByRole('textbox', { name: /Policy Number/ }), 'HO-1');
    await expect(canvas.queryByText('Last name is required')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('error-summary')).not.toBeInTheDocument();
  },
};

export const StepErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Policy Number/ }), 'H');
    // Next validates the step: the summary takes focus and each message links to its field, in screen order.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const summary = await canvas.findByTestId('error-summary', {}, TIMERS);
    await waitFor(() => expect(summary).toHaveFocus(), TIMERS);
    await expect(within(summary).getByRole('heading', { name: 'Please correct the following errors' })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'First name is required',
      'Last name is required',
      'Policy number must be at least 3 characters long.',
      'Phone number is required',
      'Email is required',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Email is required' }));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByTestId('step-counter')).toHaveTextContent('Step 1 of 3');

    // The summary changes only with the next Next: fixing a field and leaving it moves nothing on the page.
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'jordan.lee@example.com');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).not.toHaveAccessibleDescription('Email is required');
    await expect(within(summary).getAllByRole('link')).toHaveLength(5);
  },
};

/**
 * Resolves when an element matching `selector` appears in `root` (at once if it is there), with what `whileShown`
 * read at that moment: for a state too short-lived to be sure of catching by polling afterwards.
 */
function whenShown<T>(root: HTMLElement, selector: string, whileShown: () => T): Promise<T> {
  return new Promise((resolve) => {
    const check = () => {
      if (!root.querySelector(selector)) return false;
      resolve(whileShown());
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
  });
}

export const NextAndBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    // The 400 ms skeleton, with Next disabled while it shows, then the next step, whose heading takes focus. The
    // skeleton is watched for from before the click: on a busy machine the click's own promise can settle after it is gone.
    const nextDisabledUnderSkeleton = whenShown(canvasElement, '[data-testid="step-skeleton"]', () =>
      canvas.getByRole('button', { name: 'Next' }).hasAttribute('disabled'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await nextDisabledUnderSkeleton).toBe(true);
    await waitFor(() => expect(canvas.getByTestId('step-heading')).toHaveTextContent('Change Details'), TIMERS);
    await waitFor(() => expect(canvas.getByTestId('step-heading')).toHaveFocus(), TIMERS);
    await expect(canvas.getByTestId('step-counter')).toHaveTextContent('Step 2 of 3');
    await expect(canvas.queryByTestId('error-summary')).not.toBeInTheDocument();

    // Back keeps the answers.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await stepHeading(canvas, 'Contact Information');
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveValue('Jordan');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('jordan.lee@example.com');
  },
};

export const Reset: Story = {
  args: { allowReset: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await stepHeading(canvas, 'Change Details');
    // Reset asks first: keeping the answers changes nothing, and focus returns to Reset.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('button', { name: 'Keep my answers' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep my answers' }));
    await stepHeading(canvas, 'Change Details');
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
    // Said yes to, it clears every answer and returns to step 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the form' }));
    await stepHeading(canvas, 'Contact Information');
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
    await expect(canvas.getByTestId('step-counter')).toHaveTextContent('Step 1 of 3');
  },
};

export const Saving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Jordan');
    const indicator = canvas.getByTestId('saving-indicator');
    await expect(indicator).toHaveTextContent('Saving...');
    await waitFor(() => expect(indicator).toHaveTextContent('Saved'), { timeout: 5000 });
    const draft = storedDraft(DEMO_FORM_ID, 'customer');
    await expect(draft?.formData.firstName).toBe('Jordan');
    await expect(draft?.currentStep).toBe(1);
    await expect(storedDraft(DEMO_FORM_ID, 'lender')).toBeNull();
  },
};

/** A draft left 10 minutes ago at the details step. */
const seedDetailsDraft = () =>
  seedDraft(DEMO_FORM_ID, 'customer', {
    formData: { ...DEMO_INITIAL_VALUES, ...DEMO_ANSWERS, description: 'Add my spouse as a named insured.' },
    currentStep: 2,
    completedSteps: [1],
    minutesAgo: 10,
  });

export const DraftOffered: Story = {
  beforeEach: () => seedDetailsDraft(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId('draft-banner');
    await expect(banner).toHaveTextContent('Your progress on this form was saved 10 minutes ago.');
    await expect(within(banner).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await expect(within(banner).getByRole('button', { name: 'Start New' })).toBeInTheDocument();
    // Until the person answers, the form waits empty at step 1 and the draft is left as it was.
    await expect(canvas.getByTestId('step-counter')).toHaveTextContent('Step 1 of 3');
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
    await expect(storedDraft(DEMO_FORM_ID, 'customer')?.currentStep).toBe(2);
  },
};

export const DraftResumed: Story = {
  beforeEach: () => seedDetailsDraft(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId('draft-banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resume' }));
    await stepHeading(canvas, 'Change Details');
    await expect(canvas.queryByTestId('draft-banner')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Description/ })).toHaveValue('Add my spouse as a named insured.');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await stepHeading(canvas, 'Contact Information');
    await expect(canvas.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Lee');
  },
};

export const DraftStartNew: Story = {
  beforeEach: () => seedReviewDraft(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start New' }));
    await expect(canvas.queryByTestId('draft-banner')).not.toBeInTheDocument();
    await expect(storedDraft(DEMO_FORM_ID, 'customer')).toBeNull();
    await expect(canvas.getByTestId('step-counter')).toHaveTextContent('Step 1 of 3');
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
  },
};

export const DraftIncompleteBanner: Story = {
  args: { draftBanner: 'incomplete' },
  beforeEach: () => seedReviewDraft(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId('draft-banner');
    await expect(banner).toHaveTextContent(/You have an incomplete form from \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M\./);
    await userEvent.click(within(banner).getByRole('button', { name: 'Continue' }));
    await stepHeading(canvas, 'Review and Submit');
    await expect(canvas.getByTestId('demo-review')).toHaveTextContent('HO-4419027');
  },
};

/** The first attempt fails with the server's words, the second with none, the third goes through. */
let submitAttempts = 0;
const failTwiceThenSubmit = fn(async (_values: DemoChangeValues) => {
  submitAttempts += 1;
  if (submitAttempts === 1) throw new Error('Policy HO-4419027 is locked for changes until tomorrow.');
  if (submitAttempts === 2) throw new Error('');
  return { referenceNumber: REFERENCE };
});

export const SubmissionError: Story = {
  args: { onSubmit: failTwiceThenSubmit },
  beforeEach: () => {
    submitAttempts = 0;
    return seedReviewDraft();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await resumeAtReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const panel = await canvas.findByTestId('submission-error', {}, TIMERS);
    await expect(panel).toHaveTextContent('Something went wrong');
    await expect(panel).toHaveTextContent('Policy HO-4419027 is locked for changes until tomorrow.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    await waitFor(
      () => expect(canvas.getByTestId('submission-error-message')).toHaveTextContent('There was an error submitting your form. Please try again.'),
      TIMERS,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByTestId('success-screen', {}, TIMERS)).toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);
  },
};

export const Submitted: Story = {
  args: {
    onSubmit: fn(() => new Promise<{ referenceNumber: string }>((resolve) => setTimeout(() => resolve({ referenceNumber: REFERENCE }), 300))),
  },
  beforeEach: () => {
    const removeDraft = seedReviewDraft();
    const removeClipboard = provideClipboard();
    return () => {
      removeDraft();
      removeClipboard();
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await resumeAtReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // Buttons wait while the request is under way.
    await expect(canvas.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request Submitted Successfully!' }, TIMERS)).toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ ...DEMO_ANSWERS, confirmed: true }),
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    await expect(canvas.getByTestId('reference-number')).toHaveTextContent(REFERENCE);
    await expect(storedDraft(DEMO_FORM_ID, 'customer')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Copy reference number' }));
    await expect(await canvas.findByRole('button', { name: 'Reference number copied' })).toBeInTheDocument();
    await expect(storyClipboard.text).toBe(REFERENCE);

    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('jordan.lee@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Receipt' }));
    await expect(await canvas.findByText('Receipt sent to jordan.lee@example.com', {}, TIMERS)).toBeInTheDocument();
    await expect(sendReceipt).toHaveBeenCalledWith('jordan.lee@example.com');
  },
};

export const LenderLook: Story = {
  globals: { portalType: 'lender' },
  args: {
    title: 'Lender Policy Change Request',
    description: "Important: You must upload a borrower's authorization form to make changes on behalf of your customer.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Dana');
    // The lender's draft has its own key: it never shows up in the customer's form.
    await waitFor(() => expect(storedDraft(DEMO_FORM_ID, 'lender')?.formData.firstName).toBe('Dana'), { timeout: 5000 });
    await expect(storedDraft(DEMO_FORM_ID, 'customer')).toBeNull();
  },
};

type BranchValues = { path: '' | 'read' | 'send'; note: string };

/** Steps that depend on an answer: 'read' ends at a step with nothing to send (document management's forms list). */
const branchingSteps = (values: BranchValues): FormShellStep<BranchValues>[] => {
  const choose: FormShellStep<BranchValues> = {
    label: 'Choose an Option',
    schema: z.object({ path: z.enum(['read', 'send'], { errorMap: () => ({ message: 'Please select an option to continue' }) }) }),
    render: ({ form }) => (
      <Radio.Group label="What would you like to do?" {...form.getInputProps('path')}>
        <Radio value="read" label="Read the forms" mt="xs" />
        <Radio value="send" label="Send a note" mt="xs" />
      </Radio.Group>
    ),
  };
  return values.path === 'read'
    ? [choose, { label: 'The Forms', forward: false, render: () => <p>Two forms to download.</p> }]
    : [
        choose,
        {
          label: 'Your Note',
          schema: z.object({ note: z.string().min(1, 'Please write a note') }),
          render: ({ form }) => <TextInput label="Note" {...form.getInputProps('note')} />,
        },
        { label: 'Send', render: () => <p>Ready to send.</p> },
      ];
};

export const StepsThatDependOnAnAnswer: Story = {
  render: () => (
    <FormShell<BranchValues, { referenceNumber: string }>
      formId="branching-demo"
      title="Document Management"
      steps={branchingSteps}
      initialValues={{ path: '', note: '' }}
      onSubmit={async () => ({ referenceNumber: REFERENCE })}
      success={() => ({ title: 'Sent', message: 'Sent.', details: [], primaryAction: { label: 'Done', href: '/' } })}
      saveDrafts={false}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('step-counter')).toHaveTextContent('Step 1 of 3');
    await userEvent.click(canvas.getByRole('radio', { name: 'Read the forms' }));
    await waitFor(() => expect(canvas.getByTestId('step-counter')).toHaveTextContent('Step 1 of 2'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await stepHeading(canvas, 'The Forms');
    await expect(canvas.queryByRole('button', { name: /Next|Submit/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await stepHeading(canvas, 'Choose an Option');
    await userEvent.click(canvas.getByRole('radio', { name: 'Send a note' }));
    await waitFor(() => expect(canvas.getByTestId('step-counter')).toHaveTextContent('Step 1 of 3'));
  },
};

type ManyStepValues = { notes: string };

/** Steps named as a change form names them, each with one field. */
const namedSteps = (labels: string[]): FormShellStep<ManyStepValues>[] =>
  labels.map((label) => ({ label, render: ({ form }) => <TextInput label={`${label} notes`} {...form.getInputProps('notes')} /> }));

const FIVE_STEPS = ['Contact Information', 'New Mailing Address', 'Effective Date', 'Supporting Documents', 'Review and Submit'];
const SEVEN_STEPS = ['Policy Information', 'Vehicles', 'Drivers', 'Coverage Changes', 'Documents', 'Signature', 'Review and Submit'];

/** A portal page as the app builds one: its header (the h1) over the shell with the shell's defaults. */
function PortalPageWithForm({ labels }: { labels: string[] }) {
  return (
    <>
      <PortalPageHeader size="sm" eyebrow="Customer Service Portal" title="Mailing Address Change Request" />
      <Container size="sm" py="lg">
        <FormShell<ManyStepValues, { referenceNumber: string }>
          formId="named-steps-demo"
          title="Mailing Address Change Request"
          steps={namedSteps(labels)}
          initialValues={{ notes: '' }}
          onSubmit={async () => ({ referenceNumber: REFERENCE })}
          success={() => ({ title: 'Sent', message: 'Sent.', details: [], primaryAction: { label: 'Done', href: '/' } })}
          saveDrafts={false}
        />
      </Container>
    </>
  );
}

async function expectEveryStepNamed(canvasElement: HTMLElement, labels: string[]) {
  const progress = within(canvasElement).getByRole('navigation', { name: 'Form progress' });
  for (const [index, label] of labels.entries()) {
    await expect(within(progress).getByRole('button', { name: `Step ${index + 1}: ${label}` })).toHaveTextContent(label);
  }
}

/**
 * The shell as the portal pages use it, with its defaults: the page's header is the h1, each step an h2, the
 * privacy footnote under Submit. From tablet width up every step is named under its circle.
 */
export const OnAPortalPage: Story = {
  render: () => <PortalPageWithForm labels={FIVE_STEPS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEveryStepNamed(canvasElement, FIVE_STEPS);
    await expect(canvas.getByRole('region', { name: 'Mailing Address Change Request' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
    await expect(canvas.queryByTestId('privacy-footnote')).not.toBeInTheDocument();
  },
};

/**
 * However many steps: each name wraps under its circle. Were the names too wide for one line even so (their
 * longest words side by side), the steps would go on to a second line rather than off the side.
 */
export const SevenSteps: Story = {
  render: () => <PortalPageWithForm labels={SEVEN_STEPS} />,
  play: async ({ canvasElement }) => {
    await expectEveryStepNamed(canvasElement, SEVEN_STEPS);
    await expect(within(canvasElement).getByTestId('step-counter')).toHaveTextContent('Step 1 of 7');
  },
};
