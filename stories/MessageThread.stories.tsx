import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TRequestMessage } from '@contracts/request-messages';
import { MessageThread } from '@design-system/Messages/MessageThread';
import { usage } from './docs/usage';

/** The person's side of one conversation (My requests): their own messages are "You". */
const AS_THE_PERSON: TRequestMessage[] = [
  {
    id: 1,
    author: 'person',
    authorName: 'You',
    body: 'Hi, I sent the home quote request last week. Is there anything else you need from me?',
    sentAt: '2026-11-20T14:05:00.000Z',
    unread: false,
    document: null,
  },
  {
    id: 2,
    author: 'agency',
    authorName: 'Marcus at Keystone Insurance Agency',
    body: 'Thanks, Dana. Could you send a photo of the declarations page of your current policy?\n\nThe carriers ask for the roof’s age too.',
    sentAt: '2026-11-21T15:30:00.000Z',
    unread: false,
    document: null,
  },
  {
    id: 3,
    author: 'person',
    authorName: 'You',
    body: 'Here it is. The roof was replaced in 2019.',
    sentAt: '2026-11-21T18:12:00.000Z',
    unread: false,
    document: {
      name: 'declarations-page-2026.pdf',
      sizeBytes: 248_320,
      mimeType: 'application/pdf',
      url: '/api/account/requests/QR-3H8C2LPD/messages/3/document',
    },
  },
  {
    id: 4,
    author: 'agency',
    authorName: 'Marcus at Keystone Insurance Agency',
    body: 'Your quotes are ready: three carriers. Compare them under My quotes and tell us which one you like.',
    sentAt: '2026-11-24T13:45:00.000Z',
    unread: true,
    document: null,
  },
];

/** The same conversation in the back office: the agency's messages are the reader's own. */
const AS_THE_AGENCY: TRequestMessage[] = AS_THE_PERSON.map((message) => ({
  ...message,
  authorName: message.author === 'person' ? 'Dana Whitfield' : 'Marcus Reyes',
  unread: message.id === 3,
  document: message.document && { ...message.document, url: '/api/admin/submissions/QR-3H8C2LPD/messages/3/document' },
}));

const meta = {
  title: 'Design system/Messages/MessageThread',
  // Also checked at 360 px by the end-to-end Storybook walk (tests/e2e/storybook.spec.ts).
  tags: ['phone-width'],
  component: MessageThread,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The conversation on a request, oldest first: who wrote each message and when (Eastern time), \"New\" on the ones the reader has not read, the text as typed and its document to download. The reader's own messages sit at the end of the line, tinted; the other side's at the start. The person reads it in My requests, the agency on the submission's page.",
          whenNotToUse:
            "Not for the contact panel's chat or a form's notes: staff notes stay on the submission (DetailLayout). Writing a message is MessageComposer, under the thread.",
          accessibility:
            'An ordered list named "Messages", a list item per message, so a screen reader says how many there are. Each starts with its author and time (a `time` element); "New" is words, not colour. Line breaks are kept and a long word wraps rather than sticking out. The document is a link named by its file name and size.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { messages: AS_THE_PERSON, readerSide: 'person', emptyText: 'No messages yet. Write to us below if you have a question.' },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsThePerson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = within(canvas.getByRole('list', { name: 'Messages' })).getAllByTestId('message');
    await expect(messages).toHaveLength(4);
    await expect(messages[3]).toHaveAttribute('data-unread', 'true');
    await expect(within(messages[3]!).getByText('New')).toBeVisible();
    await expect(messages[0]).toHaveAttribute('data-unread', 'false');
    await expect(canvas.getByText('11/21/2026 10:30 AM ET')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'declarations-page-2026.pdf (242.5 KB)' })).toHaveAttribute(
      'href',
      '/api/account/requests/QR-3H8C2LPD/messages/3/document',
    );
  },
};

/** The back office's side: the agency's messages are its own, the customer's new one is marked. */
export const AsTheAgency: Story = {
  globals: { portalType: 'backOffice' },
  args: { messages: AS_THE_AGENCY, readerSide: 'agency', emptyText: 'No messages on this request yet.' },
  play: async ({ canvasElement }) => {
    const messages = within(canvasElement).getAllByTestId('message');
    await expect(messages[2]).toHaveAttribute('data-unread', 'true');
    await expect(within(messages[2]!).getByText('Dana Whitfield')).toBeVisible();
    await expect(messages.filter((message) => message.dataset.unread === 'true')).toHaveLength(1);
  },
};

/** A long address with no spaces, pasted: it wraps inside its message at 360 px. */
export const LongUnbrokenText: Story = {
  args: {
    messages: [
      {
        id: 9,
        author: 'person',
        authorName: 'You',
        body: 'My carrier’s page: https://www.example-carrier.com/policies/homeowners/HO3-550123/declarations?print=true&section=coverages-and-limits',
        sentAt: '2026-11-25T19:05:00.000Z',
        unread: false,
        document: {
          name: 'a-very-long-file-name-for-the-declarations-page-of-my-homeowners-policy-2026-2027.pdf',
          sizeBytes: 1_048_576,
          mimeType: 'application/pdf',
          url: '/api/account/requests/QR-3H8C2LPD/messages/9/document',
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('message')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const NoMessagesYet: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No messages yet. Write to us below if you have a question.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
