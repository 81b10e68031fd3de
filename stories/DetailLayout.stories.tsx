import { Button, Group, Paper, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailLayout } from '@design-system/BackOffice/DetailLayout';
import { FieldList } from '@design-system/BackOffice/FieldList';
import { SubmissionStatusBadge } from '@design-system/BackOffice/SubmissionStatusBadge';
import { PHONE_360 } from './fixtures/back-office';
import { usage } from './docs/usage';

const meta = {
  title: 'Back office/DetailLayout',
  component: DetailLayout,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "One record's page in the back office (a submission, a lead): the title, a line of reference and dates, the actions at the top right, then a main column and a side column for status, assignment and history.",
          whenNotToUse: 'Not for lists of records: use BackOfficeTable. Not on public or portal pages, which use PortalPageHeader and a single column.',
          accessibility:
            'The title is the page\'s level 1 heading by default (`titleOrder`). The side column is a region named by `sideLabel` ("Handling"), so screen reader users can jump to it. Below the md breakpoint the side column follows the main one, and the actions move under the title, in the same reading order.',
        }),
      },
    },
  },
  globals: { portalType: 'backOffice' },
  args: {
    title: 'Mortgagee change PC-2026-00977',
    meta: (
      <Group gap="xs">
        <SubmissionStatusBadge status="in_review" />
        <span>Received 30 November 2026, 08:47 · Customer portal</span>
      </Group>
    ),
    actions: (
      <>
        <Button>Send to carrier</Button>
        <Button variant="default">Decline</Button>
      </>
    ),
    side: (
      <Paper withBorder p="md">
        <FieldList
          title="Handling"
          titleOrder={2}
          items={[
            { label: 'Assigned to', value: 'Morgan Lee' },
            { label: 'Carrier', value: '' },
          ]}
        />
      </Paper>
    ),
    sideLabel: 'Handling',
    children: (
      <>
        <Paper withBorder p="md">
          <FieldList
            title="Policy"
            items={[
              { label: 'Policy number', value: 'HO22345678' },
              { label: 'Named insured', value: 'Ana María Gómez-Ortiz' },
            ]}
          />
        </Paper>
        <Paper withBorder p="md">
          <FieldList
            title="New mortgagee"
            items={[
              { label: 'Company', value: 'First Lakes Credit Union\nISAOA/ATIMA' },
              { label: 'Loan number', value: '0045-991-22' },
            ]}
          />
        </Paper>
      </>
    ),
  },
} satisfies Meta<typeof DetailLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mortgagee change PC-2026-00977' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send to carrier' })).toBeVisible();
    const side = canvas.getByRole('region', { name: 'Handling' });
    await expect(within(side).getByText('Morgan Lee')).toBeVisible();
  },
};

/** Phones: the actions under the title, the side column under the main one. */
export const Phone: Story = {
  ...PHONE_360,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const WithoutSideColumn: Story = {
  args: { side: undefined, actions: undefined, meta: <Text span>Received 29 November 2026, 17:05</Text> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
