import { isDeepStrictEqual } from 'node:util';

/*
 * The owner's edits as a sparse diff of the content against the repository's defaults, so a field
 * he never changed follows the defaults after an update. Objects hold only the keys that changed,
 * a removed key as null (JSON Merge Patch, RFC 7386: content holds no null, the schemas have
 * optional fields); lists of items with distinct string ids hold `{ order?, items }`, by id;
 * anything else is stored whole.
 */
type Item = Record<string, unknown> & { id: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isKeyed = (value: unknown): value is Item[] =>
  Array.isArray(value) &&
  value.every((item) => isObject(item) && typeof item.id === 'string') &&
  new Set(value.map((item: Item) => item.id)).size === value.length;

const changed = (entries: Array<readonly [string, unknown]>) => Object.fromEntries(entries.filter(([, change]) => change !== undefined));

/** The overlay that turns `defaults` into `content`; undefined when they are equal. */
export function diff<C>(defaults: C, content: C): unknown {
  if (isDeepStrictEqual(defaults, content)) return undefined;
  if (isObject(defaults) && isObject(content)) {
    const keys = [...new Set([...Object.keys(defaults), ...Object.keys(content)])];
    return changed(keys.map((key) => [key, Object.hasOwn(content, key) ? diff(defaults[key], content[key]) : null]));
  }
  if (!isKeyed(defaults) || !isKeyed(content)) return content;
  const byId = new Map(defaults.map((item) => [item.id, item]));
  const order = content.map((item) => item.id);
  // The order only when the owner changed it, so an item added to the repository's list shows up.
  // A default item's diff never holds its `id`; an item the owner added is kept whole, `id` and all.
  return {
    ...(isDeepStrictEqual(order, [...byId.keys()]) ? {} : { order }),
    items: changed(content.map((item) => [item.id, byId.has(item.id) ? diff<unknown>(byId.get(item.id), item) : item])),
  };
}

/** The content: `defaults` with `overlay` laid over it (see diff). */
export function merge<C>(defaults: C, overlay: unknown): C {
  if (overlay === undefined) return defaults;
  if (isKeyed(defaults) && isObject(overlay)) {
    const byId = new Map(defaults.map((item) => [item.id, item]));
    const items = isObject(overlay.items) ? overlay.items : {};
    const order: unknown[] = Array.isArray(overlay.order) ? overlay.order : [...byId.keys()];
    // A default item deleted from the repository drops out, and with it the owner's edits of it.
    return order.flatMap((id) => {
      const [item, change] = [byId.get(String(id)), items[String(id)]];
      return isObject(change) && 'id' in change ? [change] : item ? [merge(item, change)] : [];
    }) as C;
  }
  if (!isObject(defaults) || !isObject(overlay)) return overlay as C;
  // fromEntries, not assignment: a key `__proto__` in a hand-edited file stays a plain key.
  const entries = Object.entries({ ...defaults, ...overlay }).filter(([key]) => overlay[key] !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, Object.hasOwn(overlay, key) ? merge(defaults[key], value) : value])) as C;
}
