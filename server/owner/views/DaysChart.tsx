// Visitors, page views and leads per day as an SVG drawn on the server: no chart script, and
// the same figures as a table for screen readers and for reading exact values. Colours come from
// classes in client/styles/owner.css (presentation only: the strict CSP allows no style attribute).
import { germanDate } from '../../../shared/clock.ts';
import type { Report } from '../../stats/report.ts';
import { DataTable } from './parts.tsx';

type ChartDay = Report['days'][number];

const [WIDTH, TOP, TOP_HEIGHT, LEADS_TOP, LEADS_HEIGHT, HEIGHT] = [640, 18, 150, 200, 36, 256];
const LEFT = 40;

/** A label of the chart; `end`: its text ends at `x`. */
const Label = ({ x, y, end, text }: { x: number; y: number; end?: boolean; text?: string | number }) => (
  <text className="chart-label" x={x} y={y} textAnchor={end ? 'end' : undefined}>
    {text}
  </text>
);

/** Bars of one day's column: page views (light) with visitors (dark) over them, leads in their own strip below with their own scale. */
function Column({ day, i, step, max, maxLeads }: { day: ChartDay; i: number; step: number; max: number; maxLeads: number }) {
  const x = LEFT + i * step;
  const w = Math.max(1, step * 0.8);
  const h = (value: number, of = max, height = TOP_HEIGHT) => (of > 0 ? (value / of) * height : 0);
  const [views, visitors, leads] = [h(day.pageviews), h(day.visitors), h(day.leads, maxLeads, LEADS_HEIGHT)];
  return (
    <g>
      {views > 0 && <rect className="chart-views" x={x} y={TOP + TOP_HEIGHT - views} width={w} height={views} />}
      {visitors > 0 && <rect className="chart-visitors" x={x} y={TOP + TOP_HEIGHT - visitors} width={w} height={visitors} />}
      {leads > 0 && <rect className="chart-leads" x={x} y={LEADS_TOP + LEADS_HEIGHT - leads} width={w} height={leads} />}
    </g>
  );
}

export function DaysChart({ days, id }: { days: ChartDay[]; id: string }) {
  const max = Math.max(1, ...days.map((d) => d.pageviews));
  const maxLeads = Math.max(1, ...days.map((d) => d.leads));
  const step = (WIDTH - LEFT) / Math.max(1, days.length);
  const sum = (key: 'visitors' | 'pageviews' | 'leads') => days.reduce((total, day) => total + day[key], 0);
  const [first, last] = [days[0], days.at(-1)].map((day) => (day ? germanDate(day.date) : ''));
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} focusable="false">
        <title id={`${id}-title`}>Besucher, Seitenaufrufe und Anfragen je Tag</title>
        <desc id={`${id}-desc`}>
          {`${first && `${first} bis ${last}`}: ${sum('visitors')} Besucher, ${sum('pageviews')} Seitenaufrufe, ${sum('leads')} Anfragen. Die Zahlen je Tag stehen in der Tabelle unter dem Diagramm.`}
        </desc>
        <line className="chart-axis" x1={LEFT} x2={WIDTH} y1={TOP + TOP_HEIGHT} y2={TOP + TOP_HEIGHT} />
        <line className="chart-axis" x1={LEFT} x2={WIDTH} y1={LEADS_TOP + LEADS_HEIGHT} y2={LEADS_TOP + LEADS_HEIGHT} />
        <Label x={LEFT - 6} y={TOP + 4} end text={max} />
        <Label x={LEFT - 6} y={LEADS_TOP + 4} end text={maxLeads} />
        <Label x={LEFT} y={LEADS_TOP - 8} text="Anfragen" />
        {days.map((day, i) => (
          <Column key={day.date} day={day} i={i} step={step} max={max} maxLeads={maxLeads} />
        ))}
        <Label x={LEFT} y={HEIGHT - 4} text={first} />
        <Label x={WIDTH} y={HEIGHT - 4} end text={last} />
      </svg>
      <figcaption>
        <span className="key key-visitors">Besucher</span> <span className="key key-views">Seitenaufrufe</span>{' '}
        <span className="key key-leads">Anfragen</span>
      </figcaption>
      <details>
        <summary>Zahlen je Tag als Tabelle</summary>
        <DataTable
          caption="Besucher, Seitenaufrufe und Anfragen je Tag"
          head={['Tag', 'Besucher', 'Aufrufe', 'Anfragen']}
          rows={days.map((day) => [germanDate(day.date), day.visitors, day.pageviews, day.leads])}
        />
      </details>
    </figure>
  );
}
