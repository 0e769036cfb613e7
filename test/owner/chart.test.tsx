// The statistics chart: an SVG drawn on the server, named and described for screen readers, with
// the same figures as a table.
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import { DaysChart } from '../../server/owner/views/DaysChart.tsx';

t.test('chart – bars per day in an accessible SVG, and the same figures as a table', async (t) => {
  const days = [
    { date: '2025-03-10', visitors: 3, pageviews: 5, leads: 1 },
    { date: '2025-03-11', visitors: 0, pageviews: 0, leads: 0 },
    { date: '2025-03-12', visitors: 2, pageviews: 10, leads: 2 },
  ];
  const html = renderToStaticMarkup(<DaysChart days={days} id="c" />);
  t.match(html, /<svg[^>]* role="img" aria-labelledby="c-title c-desc"/);
  t.match(html, '<title id="c-title">Besucher, Seitenaufrufe und Anfragen je Tag</title>');
  t.match(html, /<desc id="c-desc">10\.03\.2025 bis 12\.03\.2025: 5 Besucher, 15 Seitenaufrufe, 3 Anfragen\./);
  t.equal(html.match(/class="chart-views"/g)?.length, 2, 'a bar per day with views');
  t.equal(html.match(/class="chart-leads"/g)?.length, 2);
  t.match(html, /class="chart-views" x="[\d.]+" y="18" width="[\d.]+" height="150"/, 'the busiest day fills the chart');
  t.notMatch(html, /style=|<script/, 'no style attribute, no script');
  t.match(html, '<th scope="row">12.03.2025</th><td>2</td><td>10</td><td>2</td>');
});
