/**
 * An application/x-www-form-urlencoded body (the owner pages' plain forms, which work without
 * JavaScript): a field that repeats is a list. No prototype, so `__proto__` is a field like any other.
 */
export function parseForm(body: string): Record<string, string | string[]> {
  const fields = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [seen, value].flat();
  }
  return fields;
}
