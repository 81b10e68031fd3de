import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatesMap, type StateShape } from '@design-system/StatesMap/StatesMap';
import { UsStatesMap } from '@design-system/StatesMap/UsStatesMap';
import { usage } from './docs/usage';

/** A small made-up country of three square "states" and a district. */
const FIXTURE: StateShape[] = [
  { id: 'N', name: 'Northland', d: 'M10 10 H110 V110 H10 Z' },
  { id: 'E', name: 'Eastland', d: 'M120 10 H220 V110 H120 Z' },
  { id: 'S', name: 'Southland', d: 'M10 120 H220 V170 H10 Z' },
  { id: 'D', name: 'Capital District', d: 'M112 112 H118 V118 H112 Z' },
];

const meta = {
  title: 'Design system/StatesMap',
  component: StatesMap,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: "The home page's map of the states we serve: served states in the primary colour, the others hatched grey, with an optional legend.",
          whenNotToUse: 'Not as the only place the states are listed, and not for anything to click: it is a picture.',
          accessibility:
            'One image to screen readers, named by `label`, which must say what the map shows and name the states not served. Hatching as well as colour marks the states not served, and the legend repeats it in words.',
        }),
      },
    },
  },
  args: {
    shapes: FIXTURE,
    viewBox: '0 0 230 180',
    servedIds: ['N', 'S'],
    unservedIds: ['E'],
    label: 'Map: we serve Northland and Southland, not Eastland.',
    legend: { served: 'Served: 2 states', unserved: 'Not served: Eastland' },
  },
  argTypes: { shapes: { control: false } },
  decorators: [(Story) => <Box maw={720}>{Story()}</Box>],
} satisfies Meta<typeof StatesMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fixture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Map: we serve Northland and Southland, not Eastland.' })).toBeInTheDocument();
    const shapes = (service: string) => [...canvasElement.querySelectorAll(`path[data-service="${service}"]`)].map((path) => path.getAttribute('data-state'));
    await expect(shapes('served')).toEqual(['Northland', 'Southland']);
    await expect(shapes('unserved')).toEqual(['Eastland']);
    // A shape neither served nor not served (a district) is drawn plain.
    await expect(shapes('other')).toEqual(['Capital District']);
    await expect(canvas.getByText('Not served: Eastland')).toBeInTheDocument();
  },
};

export const UnitedStates: Story = {
  // The real us-atlas map, drawn synchronously from the TopoJSON (the app loads this module lazily).
  render: (args) => <UsStatesMap servedIds={args.servedIds} unservedIds={args.unservedIds} label={args.label} legend={args.legend} />,
  args: {
    // Every state but Alaska (FIPS 02); DC (11) is not a state.
    servedIds: [
      '01',
      '04',
      '05',
      '06',
      '08',
      '09',
      '10',
      '12',
      '13',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20',
      '21',
      '22',
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '29',
      '30',
      '31',
      '32',
      '33',
      '34',
      '35',
      '36',
      '37',
      '38',
      '39',
      '40',
      '41',
      '42',
      '44',
      '45',
      '46',
      '47',
      '48',
      '49',
      '50',
      '51',
      '53',
      '54',
      '55',
      '56',
    ],
    unservedIds: ['02'],
    label: 'Map of the United States: 49 out of 50 States. We serve every state except Alaska.',
    legend: { served: 'Served: 49 states', unserved: 'Not served: Alaska' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /except Alaska/ })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('path[data-service="served"]')).toHaveLength(49);
    const unserved = canvasElement.querySelectorAll('path[data-service="unserved"]');
    await expect(unserved).toHaveLength(1);
    await expect(unserved[0]).toHaveAttribute('data-state', 'Alaska');
    await expect(unserved[0]!.getAttribute('fill')).toMatch(/^url\(#/);
    await expect(canvasElement.querySelector('path[data-state="District of Columbia"]')).toHaveAttribute('data-service', 'other');
    // Every shape is drawn.
    for (const path of canvasElement.querySelectorAll('path[data-state]')) await expect(path.getAttribute('d')).toMatch(/^M/);
  },
};
