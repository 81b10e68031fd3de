import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CLAIMS_ACKNOWLEDGEMENT, ClaimsEducationDialog } from '@design-system/ClaimsEducationDialog/ClaimsEducationDialog';
import { withDemoArgs } from './docs/props-table';
import { usage } from './docs/usage';

/** The dialog as the directory uses it: open on arrival, closed by its Close button only. */
function ClaimsEducationDemo({ onAcknowledge }: { onAcknowledge: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Show the claims education again</Button>
      <ClaimsEducationDialog
        opened={opened}
        onAcknowledge={() => {
          onAcknowledge();
          setOpened(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/ClaimsEducationDialog',
  component: withDemoArgs<Parameters<typeof ClaimsEducationDemo>[0]>(ClaimsEducationDialog),
  render: (args) => <ClaimsEducationDemo {...args} />,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "What to know before filing a claim (private adjusters, assignment of benefits), shown on arrival at the carrier directory's claims page. The visitor must tick the acknowledgement before Close is enabled.",
          whenNotToUse:
            'Not for ordinary information or confirmations: a dialog that cannot be dismissed is a last resort. Use a notice on the page (ImportantNotice) unless the visitor must read it before going on.',
          accessibility:
            'A modal dialog named "Before You File a Claim": focus moves into it and stays there. Escape, a click outside and an X do nothing; the only way out is the Close button, disabled until the checkbox is ticked, and focus then returns to where it was. On phones it fills the screen.',
        }),
      },
    },
  },
  args: { onAcknowledge: fn() },
} satisfies Meta<typeof ClaimsEducationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape, the overlay and the disabled Close do nothing until the acknowledgement is ticked. */
export const CannotCloseUntilAcknowledged: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Before You File a Claim' });
    await expect(dialog).toHaveTextContent('assignment of benefits');
    await expect(dialog).toHaveTextContent(/public adjuster/);
    await expect(screen.queryByRole('button', { name: /close/i, hidden: false })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (overlay) fireEvent.mouseDown(overlay);
    if (overlay) fireEvent.click(overlay);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(screen.getByRole('dialog', { name: 'Before You File a Claim' })).toBeInTheDocument();
    await expect(args.onAcknowledge).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: CLAIMS_ACKNOWLEDGEMENT }));
    await expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
