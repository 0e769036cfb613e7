// Mail HTML, rendered with React like every page (renderToStaticMarkup: no hydration, no
// comments): the digest and the booking mails. Mail clients strip style sheets and block images,
// so layout lives in tables and HTML attributes; a string React escapes is never HTML.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { printable, type Cell, type Table } from '../stats/text.ts';

/** Attributes React's types do not know but every mail client reads (`bgcolor`, `align` on a table). */
const legacy = (attributes: Record<string, string>) => attributes as object;

/** A whole HTML mail: `body` in a document with its title, as the text/html part. */
export function mailHtml(title: string, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body>{body}</body>
    </html>,
  )}`;
}

/**
 * A bar as a table whose width is a percentage attribute and whose colour is `bgcolor`: drawn
 * by every mail client, Outlook's Word engine included, without images or CSS.
 */
function Bar({ value, max }: { value: number; max: number }) {
  if (value <= 0 || max <= 0) return <>{'\u00a0'}</>;
  const width = `${Math.max(1, Math.round((value / max) * 100))}%`;
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} width={width}>
      <tbody>
        <tr>
          <td {...legacy({ bgcolor: '#1f5f8b' })} height={14}>
            {'\u00a0'}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

const align = (i: number) => (i === 0 ? 'left' : 'right');
const text = (value: string | number) => (typeof value === 'string' ? printable(value) : value);

/** One of the report's tables, titled; „(keine)“ when it has no row. */
export function MailTable({ table: { title, head, rows } }: { table: Table }) {
  const cell = (value: Cell, i: number) =>
    typeof value === 'object' ? (
      <td key={i} width="50%">
        <Bar {...value} />
      </td>
    ) : (
      <td key={i} align={align(i)} valign="top">
        {text(value)}
      </td>
    );
  return (
    <>
      <h2>{printable(title)}</h2>
      {rows.length ? (
        <table role="presentation" cellPadding={4} cellSpacing={0} width="100%">
          <tbody>
            <tr>
              {head.map((heading, i) => (
                <th key={i} align={align(i)}>
                  {heading}
                </th>
              ))}
            </tr>
            {rows.map((row, r) => (
              <tr key={r}>{row.map(cell)}</tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>(keine)</p>
      )}
    </>
  );
}
