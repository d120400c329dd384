import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// The charts of Analytics (Recharts, loaded with this page only). Colours are the design tokens.

const COLORS = [
  'var(--tone-blue-solid)',
  'var(--tone-green-solid)',
  'var(--tone-orange-solid)',
  'var(--tone-purple-solid)',
  'var(--tone-red-solid)',
  'var(--tone-gray-solid)',
];
const axis = { stroke: 'var(--subtle-fg)', fontSize: 12 };
const tooltip = {
  contentStyle: {
    background: 'var(--surface)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--fg)',
    fontSize: 12,
  },
};

const shortDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Lines over time: one per series key of the rows. */
export function TrendChart<T extends { date: string }>({
  data,
  series,
}: {
  data: T[];
  series: { key: keyof T & string; name: string }[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDay} tick={axis} minTickGap={24} />
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip {...tooltip} labelFormatter={(d) => shortDay(String(d))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="linear"
            dataKey={s.key}
            name={s.name}
            stroke={COLORS[i % COLORS.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Horizontal bars of labelled values. */
export function BarsChart({
  data,
  format = (n) => n.toLocaleString('en-US'),
}: {
  data: { label: string; value: number }[];
  format?: (n: number) => string;
}) {
  const { t } = useTranslation('analytics');
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid stroke="var(--border)" horizontal={false} />
        <XAxis type="number" tick={axis} tickFormatter={format} allowDecimals={false} />
        <YAxis type="category" dataKey="label" tick={{ ...axis, fontSize: 11 }} width={110} interval={0} />
        <Tooltip
          {...tooltip}
          formatter={(v) => format(Number(v))}
          cursor={{ fill: 'var(--surface-hover)' }}
        />
        <Bar
          dataKey="value"
          name={t('chart.value')}
          fill={COLORS[0]}
          radius={[0, 4, 4, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
