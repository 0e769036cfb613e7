import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { Row } from '../../stats/text.ts';

type SubmitProps = ButtonHTMLAttributes<HTMLButtonElement> & { kind: 'primary' | 'secondary' | 'danger' | 'danger-quiet' | 'ghost' };

/** A form's submit button in one of the site's button styles; `label` its text. */
export const Submit = ({ kind, label, ...attributes }: SubmitProps & { label: ReactNode }) => (
  <button type="submit" {...attributes} className={`button button--${kind}`}>
    {label}
  </button>
);

/** A paragraph a field names in its aria-describedby (a hint, an error), when there is `text`. */
export const Note = ({ id, className, text }: { id: string; className: string; text: ReactNode }) =>
  text ? (
    <p id={id} className={className}>
      {text}
    </p>
  ) : null;

/** A POST form with one button: an action that works without JavaScript; `danger`: it leads to confirming what cannot be undone. */
export function ActionButton({ action, label, danger }: { action: string; label: string; danger?: boolean }) {
  return (
    <form method="post" action={action} className="owner-action">
      <Submit kind={danger ? 'danger-quiet' : 'primary'} label={label} />
    </form>
  );
}

/** A table with a caption, column heads and rows whose first cell names the row; a bar shows its value. */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: Row[] }) {
  if (rows.length === 0) return <p className="owner-muted">{`${caption}: noch keine.`}</p>;
  return (
    <div className="owner-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((name, i) => (
              <th key={i} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells], i) => (
            <tr key={i}>
              <th scope="row">{name}</th>
              {cells.map((cell, j) => (
                <td key={j}>{typeof cell === 'object' ? cell.value : cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
