import type { ReactNode } from 'react';
import { OwnerLayout } from './OwnerLayout.tsx';
import { Submit } from './parts.tsx';

interface ConfirmProps {
  title: string;
  /** What would happen, in a sentence or two. */
  children: ReactNode;
  /** Where the confirming POST goes, with these hidden fields (`bestaetigt=ja` is added); none: nothing to do. */
  action?: string;
  fields?: Record<string, string>;
  label?: string;
  /** The page the step came from; its section's nav link is marked. */
  back: string;
}

/** The one step before an action that cannot be undone: what would happen, a red button that does it, and a way back. */
export function ConfirmPage({ title, children, action, fields = {}, label, back }: ConfirmProps) {
  return (
    <OwnerLayout title={title} current={back.split('/').slice(0, 3).join('/')}>
      {children}
      <div className="owner-actions">
        {action ? (
          <form method="post" action={action}>
            {Object.entries({ ...fields, bestaetigt: 'ja' }).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Submit kind="danger" label={label} />
          </form>
        ) : null}
        <a href={back} className="button button--secondary">
          {action ? 'Abbrechen' : 'Zurück'}
        </a>
      </div>
    </OwnerLayout>
  );
}
