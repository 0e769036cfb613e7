// A part of the content as form fields, made from its schema. Every field's name is its path
// (`offers.0.page.title`), which form.ts reads back through the same schema.
import { itemName, type Node } from '../../content/check.ts';
import { Note, Submit } from '../views/parts.tsx';

interface FieldProps {
  schema: Node;
  name: string;
  value: unknown;
  /** German messages by field name. */
  problems: Map<string, string>;
  /** The item a list button moved or added: shown open (the button's `formAction` scrolls to it by its fragment). */
  open?: string;
  /** The form's own address. */
  action: string;
}

export function Field(props: FieldProps) {
  const { schema } = props;
  if (schema.type === 'array') return <List {...props} />;
  if (!schema.properties) return <Control {...props} />;
  return (
    <fieldset className="editor-group">
      <legend>{schema.title}</legend>
      <Properties {...props} />
    </fieldset>
  );
}

function Properties(props: FieldProps) {
  return Object.entries(props.schema.properties!).map(([key, child]) => (
    <Field key={key} {...props} schema={child} name={`${props.name}.${key}`} value={(props.value as Record<string, unknown>)[key]} />
  ));
}

function List(props: FieldProps) {
  const { schema, name, problems, action } = props;
  const items = props.value as unknown[];
  const full = items.length >= (schema.maxItems ?? 0);
  return (
    <fieldset className="editor-group" id={name}>
      <legend>{schema.title}</legend>
      <input type="hidden" name={name} value={items.length} />
      {items.map((item, i) => (
        <Item key={i} {...props} schema={schema.items!} name={`${name}.${i}`} value={item} index={i} last={i === items.length - 1} />
      ))}
      <Submit
        kind="secondary"
        name="aktion"
        value={`neu:${name}`}
        disabled={full}
        formAction={`${action}#${name}.${items.length}`}
        label={`${schema.items?.title ?? 'Eintrag'} hinzufügen`}
      />
      {full ? <p className="owner-muted">{`Höchstens ${schema.maxItems ?? 0} Einträge.`}</p> : null}
      <Note id={`${name}-fehler`} className="owner-error" text={problems.get(name)} />
    </fieldset>
  );
}

function Item(props: FieldProps & { index: number; last: boolean }) {
  const { schema, name, value, index, last, problems, open, action } = props;
  const label = `${schema.title ?? 'Eintrag'} ${index + 1}`;
  const list = name.slice(0, name.lastIndexOf('.'));
  const buttons = (
    <div className="owner-actions">
      {(
        [
          ['hoch', 'Nach oben', index === 0, `${list}.${index - 1}`],
          ['runter', 'Nach unten', last, `${list}.${index + 1}`],
          ['entfernen', 'Entfernen', false, list],
        ] as const
      ).map(([op, text, disabled, to]) => (
        <Submit
          key={op}
          kind="secondary"
          name="aktion"
          value={`${op}:${name}`}
          disabled={disabled}
          formAction={`${action}#${to}`}
          label={[text, <span key="label" className="visually-hidden">{` (${label})`}</span>]}
        />
      ))}
    </div>
  );
  if (!schema.properties)
    return (
      <div className="editor-item">
        <Control {...props} schema={{ ...schema, title: label }} />
        {buttons}
      </div>
    );
  const named = itemName(value, index);
  const shown = open === name || [...problems.keys()].some((key) => key.startsWith(`${name}.`));
  return (
    <fieldset className="editor-item" id={name}>
      <legend>{named === `Eintrag ${index + 1}` ? label : `${label}: ${named}`}</legend>
      <details open={shown}>
        <summary>
          Bearbeiten<span className="visually-hidden">{` (${label})`}</span>
        </summary>
        <Properties {...props} />
      </details>
      {buttons}
    </fieldset>
  );
}

function Control({ schema, name, value, problems }: FieldProps) {
  const problem = problems.get(name);
  const help = schema.description;
  const described = [problem && `${name}-fehler`, help && `${name}-hilfe`].filter(Boolean).join(' ');
  const common = { id: name, name, 'aria-invalid': problem ? true : undefined, 'aria-describedby': described || undefined };
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const labels = schema['x-labels'];
  const check = schema.type === 'boolean';
  const control = check ? (
    <input type="checkbox" value="ja" defaultChecked={value === true} {...common} />
  ) : labels ? (
    <select defaultValue={text} {...common}>
      {Object.entries(labels).map(([key, label]) => (
        <option key={key} value={key}>
          {label}
        </option>
      ))}
    </select>
  ) : schema.type === 'integer' ? (
    <input type="number" inputMode="numeric" min={schema.minimum} max={schema.maximum} defaultValue={text} {...common} />
  ) : schema['x-lines'] ? (
    <textarea rows={schema['x-lines']} maxLength={schema.maxLength} defaultValue={text} {...common} />
  ) : (
    <input type="text" maxLength={schema.maxLength} defaultValue={text} {...common} />
  );
  return (
    <div className={check ? 'editor-field editor-field--check' : 'editor-field'}>
      {check ? control : null}
      <label htmlFor={name}>{schema.title}</label>
      <Note id={`${name}-hilfe`} className="owner-hint" text={help} />
      <Note id={`${name}-fehler`} className="owner-error" text={problem} />
      {check ? null : control}
    </div>
  );
}
