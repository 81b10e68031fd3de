import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { TLeadsReport } from '@contracts/back-office/leads';
import { formatDateForDisplay } from '@contracts/dates';

/** The busiest day of a series, for the chart's text alternative. */
const busiestDay = (days: TLeadsReport['days']) =>
  days.reduce<TLeadsReport['days'][number] | undefined>((best, day) => (!best || day.count > best.count ? day : best), undefined);

/** Quote requests per day of the period, one bar a day; its figures are also said in words for screen readers. */
export function LeadsChart({ days }: { days: TLeadsReport['days'] }) {
  const data = days.map((day) => ({ day: formatDateForDisplay(day.date).slice(0, 5), date: formatDateForDisplay(day.date), Leads: day.count }));
  const busiest = busiestDay(days);
  const summary =
    busiest && busiest.count > 0
      ? `Quote requests per day. The busiest day was ${formatDateForDisplay(busiest.date)} with ${busiest.count}.`
      : 'Quote requests per day: none in this period.';
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Text fw={600} mb="xs">
          Quote requests per day
        </Text>
      </figcaption>
      <div role="img" aria-label={summary}>
        <BarChart
          h={240}
          data={data}
          dataKey="day"
          series={[{ name: 'Leads', color: 'blue.7' }]}
          tickLine="y"
          gridAxis="x"
          withTooltip
          tooltipAnimationDuration={0}
          barProps={{ isAnimationActive: false }}
          yAxisProps={{ allowDecimals: false, width: 32 }}
          xAxisProps={{ minTickGap: 12 }}
        />
      </div>
    </figure>
  );
}
