import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BusinessStatus } from '@design-system/BusinessHoursBadge/business-status';
import { ContactWidgetButton } from '@design-system/ContactWidget/ContactWidgetButton';
import { ContactWidgetDialog, type ContactWidgetLayout } from '@design-system/ContactWidget/ContactWidgetDialog';
import { ContactWidgetPanel } from '@design-system/ContactWidget/ContactWidgetPanel';
import { withDemoArgs } from './docs/props-table';
import { usage } from './docs/usage';

type DemoProps = {
  layout: ContactWidgetLayout;
  status: BusinessStatus;
  unreadCount: number;
  onStartChat: () => void;
};

/** The widget as the app puts it together: the help button and the panel it opens. */
function ContactWidgetDemo({ layout, status, unreadCount, onStartChat }: DemoProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  return (
    <div style={{ minHeight: 480, padding: 16 }}>
      <Text>The page's content. The help button floats at the bottom right.</Text>
      <ContactWidgetButton ref={buttonRef} opened={opened} panelId="story-help-panel" unreadCount={unreadCount} onClick={() => setOpened((value) => !value)} />
      <ContactWidgetDialog
        opened={opened}
        onClose={() => setOpened(false)}
        id="story-help-panel"
        title="How can we help?"
        subtitle="Questions about coverage or a quote? Our licensed agents are here for you."
        layout={layout}
        returnFocusRef={buttonRef}
      >
        <ContactWidgetPanel
          status={status}
          businessHours="Mon-Fri 9AM-5PM Eastern"
          phone="(800) 555-0199"
          email="help@agency.example"
          onStartChat={onStartChat}
        />
      </ContactWidgetDialog>
    </div>
  );
}

const meta = {
  title: 'Design system/ContactWidget/ContactWidgetDialog',
  component: withDemoArgs<DemoProps>(ContactWidgetDialog),
  render: (args) => <ContactWidgetDemo {...args} />,
  args: { layout: 'floating', status: 'open', unreadCount: 0, onStartChat: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: ['auto', 'floating', 'sheet'] },
    status: { control: 'inline-radio', options: ['open', 'closing-soon', 'opening-soon', 'closed'] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: usage({
          purpose:
            "The frame of the public site's contact panel: on wide screens a panel above the help button, on phones a bottom sheet that a downward swipe closes. It holds ContactWidgetPanel.",
          whenNotToUse: "Not a general dialog or drawer: use Mantine's Modal or Drawer. Not for forms: the panel offers ways to reach us, nothing to fill in.",
          accessibility:
            'A dialog named by its title ("How can we help?"). Focus moves into it and stays there while it is open; Escape or the "Close help panel" button closes it and gives focus back to the help button. A click elsewhere on the page closes the floating panel and leaves focus where the click put it.',
        }),
      },
    },
  },
} satisfies Meta<typeof ContactWidgetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const BUTTON_NAME = /^Need help\?/;
const DIALOG_NAME = 'How can we help?';

/** A touch point: a real Touch in browsers, its plain shape in jsdom (which has no Touch constructor). */
const touchAt = (target: Element, y: number) =>
  typeof Touch === 'function' ? new Touch({ identifier: 1, target, clientX: 180, clientY: y }) : { identifier: 1, target, clientX: 180, clientY: y };

async function swipe(sheet: Element, fromY: number, toY: number, { holdMs = 0 } = {}) {
  // The gesture keeps time by performance.now(): a clock of the swipe's own, 4 ms an event, makes its speed
  // the same however busy the machine running the story is.
  const realNow = performance.now;
  let now = realNow.call(performance);
  performance.now = () => now;
  try {
    fireEvent.touchStart(sheet, { touches: [touchAt(sheet, fromY)], changedTouches: [touchAt(sheet, fromY)] });
    const steps = 4;
    for (let step = 1; step <= steps; step += 1) {
      now += 4;
      const y = fromY + ((toY - fromY) * step) / steps;
      fireEvent.touchMove(sheet, { touches: [touchAt(sheet, y)], changedTouches: [touchAt(sheet, y)] });
    }
    // Holding still before lifting the finger: no speed left, only the distance counts.
    now += holdMs + 4;
    fireEvent.touchEnd(sheet, { touches: [], changedTouches: [touchAt(sheet, toY)] });
  } finally {
    performance.now = realNow;
  }
}

export const FloatingPanel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: BUTTON_NAME });

    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog', { name: DIALOG_NAME });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', dialog.id);
    // Focus moves into the panel.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const panel = within(dialog);
    await expect(panel.getByRole('link', { name: 'Call (800) 555-0199' })).toHaveAttribute('href', 'tel:8005550199');
    await expect(panel.getByRole('link', { name: 'Email help@agency.example' })).toHaveAttribute('href', 'mailto:help@agency.example');
    await userEvent.click(panel.getByRole('button', { name: 'Live Chat' }));
    await expect(args.onStartChat).toHaveBeenCalledTimes(1);

    // Escape closes it and gives focus back to the help button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // The close button too.
    await userEvent.click(button);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close help panel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();

    // The help button toggles it.
    await userEvent.click(button);
    await canvas.findByRole('dialog', { name: DIALOG_NAME });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FloatingPanelClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: BUTTON_NAME }));
    await canvas.findByRole('dialog', { name: DIALOG_NAME });
    await userEvent.click(canvas.getByText(/The page's content/));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ChatDisabledWhenClosed: Story = {
  args: { status: 'closed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: BUTTON_NAME }));
    const panel = within(await canvas.findByRole('dialog', { name: DIALOG_NAME }));
    await expect(panel.getByText('Closed now')).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Live Chat' })).toBeDisabled();
    await expect(panel.getByTestId('chat-closed-reason')).toHaveTextContent('Live Chat is available Mon-Fri 9AM-5PM Eastern.');
    await expect(args.onStartChat).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithUnreadBadge: Story = {
  args: { unreadCount: 250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('contact-widget-unread')).toHaveTextContent('99+');
  },
};

/** The phone layout. In the browser, narrow the viewport to 768 px or less and pick layout 'auto' to see it chosen. */
export const BottomSheet: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: BUTTON_NAME });

    // Close button.
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: DIALOG_NAME });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('link', { name: 'Call (800) 555-0199' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close help panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();

    // Escape.
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: DIALOG_NAME });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

export const BottomSheetSwipeDown: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: BUTTON_NAME });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: DIALOG_NAME });
    const sheet = screen.getByTestId('contact-widget-sheet');

    // 60 px, then holding still: under 100 px and no speed left, so the sheet slides back.
    await swipe(sheet, 400, 460, { holdMs: 250 });
    await expect(sheet.style.getPropertyValue('--cw-drag-offset')).toBe('');
    await expect(screen.getByRole('dialog', { name: DIALOG_NAME })).toBeInTheDocument();

    // An upward swipe does not move it either.
    await swipe(sheet, 400, 200, { holdMs: 150 });
    await expect(screen.getByRole('dialog', { name: DIALOG_NAME })).toBeInTheDocument();

    // 140 px down: past the 100 px threshold, it closes, and focus returns to the help button.
    await swipe(sheet, 400, 540, { holdMs: 150 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

export const BottomSheetFlick: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: BUTTON_NAME }));
    await screen.findByRole('dialog', { name: DIALOG_NAME });
    // 50 px in a few milliseconds: far faster than 0.5 px/ms, so it closes although it is short.
    await swipe(screen.getByTestId('contact-widget-sheet'), 400, 450);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
