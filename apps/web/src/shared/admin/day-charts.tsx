import type { Region } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '#web/shared/lib/format.ts';

type Day = { day: string };

export type DayBar<T extends Day> = { key: keyof T & string; label: string; colour: string };

/**
 * Bars per day (recharts, only in the console's chunk), stacked when there are several, with a
 * legend then. Hidden from assistive technology: `DayFigures` holds the same numbers as a table.
 */
export function DayBarChart<T extends Day>({
  days,
  bars,
  region,
  format,
  formatAxis = format,
  floor,
  axisWidth,
  height = 'h-48 sm:h-56',
}: {
  days: T[];
  bars: DayBar<T>[];
  region: Region;
  format: (value: number) => string;
  formatAxis?: (value: number) => string;
  /** The scale's top when every day is lower (an empty month still gets a scale, not ticks of 0). */
  floor: number;
  axisWidth: number;
  height?: string;
}) {
  const labelOf = (key: string) => bars.find((bar) => bar.key === key)?.label ?? key;
  const stacked = bars.length > 1;
  return (
    <div className={`${height} w-full`} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e3e7ee" />
          <XAxis
            dataKey="day"
            tickFormatter={(day: string) => formatDate(day, region).slice(0, 5)}
            tick={{ fontSize: 11, fill: '#44516a' }}
            interval="preserveStartEnd"
            minTickGap={16}
            tickLine={false}
          />
          <YAxis
            allowDecimals={false}
            domain={[0, (highest: number) => Math.max(highest, floor)]}
            tickFormatter={formatAxis}
            tick={{ fontSize: 11, fill: '#44516a' }}
            width={axisWidth}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            labelFormatter={(day) => formatDate(String(day), region)}
            formatter={(value, key) => [format(Number(value)), labelOf(String(key))]}
            cursor={{ fill: '#effcf9' }}
            // Its lines in the text colour (a light bar colour is too light for text).
            itemStyle={{ color: '#0f1b2d' }}
          />
          {stacked && (
            <Legend
              // Names in the text colour: the bars' colours mark them.
              formatter={(key) => <span style={{ color: '#44516a' }}>{labelOf(String(key))}</span>}
              wrapperStyle={{ fontSize: 12 }}
            />
          )}
          {bars.map((bar, index) => (
            <Bar
              key={bar.key}
              dataKey={bar.key as string}
              stackId={stacked ? 'days' : undefined}
              fill={bar.colour}
              // Rounded on top only: the last of a stack.
              radius={index === bars.length - 1 ? [3, 3, 0, 0] : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The days' numbers as a table, folded under `summary`: for screen readers and anyone who wants them. */
export function DayFigures<T extends Day>({
  days,
  columns,
  caption,
  summary,
  dayLabel,
  region,
}: {
  days: T[];
  columns: { label: string; value: (day: T) => string }[];
  caption: string;
  summary: ReactNode;
  dayLabel: string;
  region: Region;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-2 font-medium text-brand-800">{summary}</summary>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {dayLabel}
              </th>
              {columns.map((column, index) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`py-1 text-right font-semibold ${index < columns.length - 1 ? 'pr-3' : ''}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-b border-line/60">
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  <time dateTime={day.day}>{formatDate(day.day, region)}</time>
                </th>
                {columns.map((column, index) => (
                  <td
                    key={column.label}
                    className={`py-1 text-right tabular-nums ${index < columns.length - 1 ? 'pr-3' : ''}`}
                  >
                    {column.value(day)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
