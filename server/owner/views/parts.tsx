import type { Row } from '../../stats/text.ts';

/** A POST form with one button: an action that works without JavaScript; `danger`: it leads to confirming what cannot be undone. */
export function ActionButton({ action, label, danger }: { action: string; label: string; danger?: boolean }) {
  return (
    <form method="post" action={action} className="owner-action">
      <button type="submit" className={`button button--${danger ? 'danger-quiet' : 'primary'}`}>
        {label}
      </button>
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
