// Mail HTML, rendered with React like every page (renderToStaticMarkup: no hydration, no
// comments): the digest and the booking mails. Mail clients strip style sheets and block images,
// so layout lives in tables and HTML attributes; a string React escapes is never HTML.
import type { ReactNode, TableHTMLAttributes } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { printable } from '../../shared/contact-rules.ts';
import type { Cell, Table } from '../stats/text.ts';

/** A layout table, the way mail clients lay out: no padding or spacing but what it is given. */
function Box({ children, ...attributes }: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} {...attributes}>
      <tbody>{children}</tbody>
    </table>
  );
}

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
    <Box width={width}>
      <tr>
        <td {...({ bgcolor: '#1f5f8b' } as object)} height={14}>
          {'\u00a0'}
        </td>
      </tr>
    </Box>
  );
}

const align = (i: number) => (i === 0 ? 'left' : 'right');

/** One of the report's tables, titled; „(keine)“ when it has no row. */
export function MailTable({ table: { title, head, rows } }: { table: Table }) {
  const cell = (value: Cell, i: number) =>
    typeof value === 'object' ? (
      <td key={i} width="50%">
        <Bar {...value} />
      </td>
    ) : (
      <td key={i} align={align(i)} valign="top">
        {typeof value === 'string' ? printable(value) : value}
      </td>
    );
  return (
    <>
      <h2>{printable(title)}</h2>
      {rows.length ? (
        <Box cellPadding={4} width="100%">
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
        </Box>
      ) : (
        <p>(keine)</p>
      )}
    </>
  );
}

/** The site's colours and type within what mail clients draw (inline styles, a table for the frame). */
const INK = '#0f1b2d';
const FONT = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const HEADING = { background: INK, color: '#f4f1ea', padding: '16px 24px', fontSize: 18, fontWeight: 700, borderRadius: '8px 8px 0 0' };

/** A designed mail's frame: the site's name on ink, the text on paper, a quiet footer. */
export function MailText({ heading, footer, children }: { heading: string; footer: string; children: ReactNode }) {
  return (
    <Box width="100%" style={{ background: '#faf8f4', fontFamily: FONT, color: '#182233' }}>
      <tr>
        <td align="center" style={{ padding: '24px 12px' }}>
          <Box width="100%" style={{ maxWidth: 560, background: '#ffffff', borderRadius: 8 }}>
            <tr>
              <td style={HEADING}>{heading}</td>
            </tr>
            <tr>
              <td style={{ padding: '8px 24px 16px', fontSize: 16, lineHeight: 1.5, whiteSpace: 'pre-line' }}>{children}</td>
            </tr>
          </Box>
          <p style={{ maxWidth: 560, fontSize: 12, color: '#4a5466' }}>{footer}</p>
        </td>
      </tr>
    </Box>
  );
}

/** Facts as two columns; `link` turns its text, wherever it stands in a value, into a link (a phone number into tel:). */
export function MailFacts({ rows, link }: { rows: Array<[string, string]>; link?: { text: string; href: string } | undefined }) {
  const value = (text: string) => {
    const at = link ? text.indexOf(link.text) : -1;
    if (!link || at < 0) return text;
    return (
      <>
        {text.slice(0, at)}
        <a href={link.href} style={{ color: INK }}>
          {link.text}
        </a>
        {text.slice(at + link.text.length)}
      </>
    );
  };
  return (
    <Box style={{ margin: '8px 0 16px' }}>
      {rows.map(([term, text]) => (
        <tr key={term}>
          <td valign="top" style={{ padding: '4px 16px 4px 0', fontWeight: 700 }}>
            {term}
          </td>
          <td style={{ padding: '4px 0' }}>{value(text)}</td>
        </tr>
      ))}
    </Box>
  );
}

/** A link as a button every client draws: a padded table cell with its background, the link filling it. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box style={{ margin: '16px 0' }}>
      <tr>
        <td style={{ background: INK, borderRadius: 999 }}>
          <a
            href={href}
            style={{ display: 'inline-block', padding: '12px 24px', color: '#f4f1ea', fontWeight: 700, textDecoration: 'none' }}
          >
            {children}
          </a>
        </td>
      </tr>
    </Box>
  );
}
