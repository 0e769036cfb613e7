import { isDeepStrictEqual } from 'node:util';
import t from 'tap';
import { diff, merge } from '../../server/content/overlay.ts';

const defaults = {
  site: { title: 'KI-Beratung', tagline: 'Klar und ehrlich', note: 'Hinweis' },
  tags: ['KI', 'Mittelstand'],
  offers: [
    { id: 'kilead', title: 'KI-Potenzial-Check', price: 3600 },
    { id: 'workshop', title: 'Workshop', price: 2400 },
    { id: 'keynote', title: 'Keynote', price: 5000 },
  ],
};
type Content = typeof defaults;
const edit = (change: (content: Content) => void): Content => {
  const content = structuredClone(defaults);
  change(content);
  return content;
};

t.test('overlay – holds only what the owner changed: a key, an item by id, the order only when it changed', async (t) => {
  t.equal(diff(defaults, structuredClone(defaults)), undefined, 'nothing changed, no overlay');
  t.strictSame(
    diff(
      defaults,
      edit((c) => (c.offers[0]!.price = 3900)),
    ),
    { offers: { items: { kilead: { price: 3900 } } } },
  );
  t.strictSame(
    diff(
      defaults,
      edit((c) => delete (c.site as Partial<Content['site']>).note),
    ),
    { site: { note: null } },
    'a removed key',
  );
  t.strictSame(
    diff(
      defaults,
      edit((c) => c.tags.push('Keynotes')),
    ),
    { tags: ['KI', 'Mittelstand', 'Keynotes'] },
    'a plain list whole',
  );
  const added = { id: 'coaching', title: 'Coaching', price: 900 };
  t.strictSame(
    diff(
      defaults,
      edit((c) => (c.offers = [c.offers[2]!, added, c.offers[0]!])),
    ),
    { offers: { order: ['keynote', 'coaching', 'kilead'], items: { coaching: added } } },
    'reordered, one removed, one added whole',
  );
});

t.test('overlay – a field the owner never changed follows a new default; his own edits stay', async (t) => {
  const overlay = diff(
    defaults,
    edit((c) => ((c.offers[0]!.price = 3900), (c.site.tagline = 'Eigene Zeile'))),
  );
  const updated = edit((c) => ((c.offers[0]!.title = 'KI-Check'), (c.offers[0]!.price = 3700), (c.site.title = 'KI-Beratung Nord')));
  const content = merge(updated, overlay);
  t.equal(content.offers[0]!.title, 'KI-Check', 'the new default title of an item he edited elsewhere');
  t.equal(content.offers[0]!.price, 3900, 'his price, not the new default');
  t.equal(content.site.title, 'KI-Beratung Nord');
  t.equal(content.site.tagline, 'Eigene Zeile');
});

t.test('overlay – a default item deleted from the repository drops out, even one the owner edited; a new one shows up', async (t) => {
  const overlay = diff(
    defaults,
    edit((c) => (c.offers[1]!.price = 2000)),
  );
  const updated = edit((c) => (c.offers = [c.offers[0]!, c.offers[2]!, { id: 'coaching', title: 'Coaching', price: 900 }]));
  t.strictSame(
    merge(updated, overlay).offers.map((offer) => offer.id),
    ['kilead', 'keynote', 'coaching'],
    'the edited workshop is gone with the repository’s, the new coaching is in',
  );
  const reordered = diff(
    defaults,
    edit((c) => c.offers.reverse()),
  );
  t.strictSame(
    merge(updated, reordered).offers.map((offer) => offer.id),
    ['keynote', 'kilead'],
    'a list the owner reordered keeps his order, without the new item',
  );
});

t.test('overlay – merge(defaults, diff(defaults, x)) is x, through JSON, for 2,000 random edits of random shapes', async (t) => {
  const random = mulberry32(48);
  const seen = { equal: 0, order: 0, whole: 0, removed: 0 };
  const wrong = [];
  for (let run = 0; run < 2000; run++) {
    const base = shape(random, 0);
    const content = mutate(random, base, 0);
    const stored = JSON.stringify(diff(base, content)) as string | undefined;
    if (!isDeepStrictEqual(merge(base, stored === undefined ? undefined : JSON.parse(stored)), content))
      wrong.push({ base, content, stored });
    if (stored === undefined) seen.equal++;
    else
      [
        ['order', '"order":'],
        ['whole', '"id":'],
        ['removed', ':null'],
      ].forEach(([kind, mark]) => stored.includes(mark!) && seen[kind as 'order']++);
  }
  t.strictSame(wrong.slice(0, 3), [], 'no edit is lost or changed');
  t.ok(
    Object.values(seen).every((count) => count > 100),
    `every kind of overlay is tried: ${JSON.stringify(seen)}`,
  );
});

// A seeded generator: the same cases on every run.
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const below = (random: Random, n: number) => Math.floor(random() * n);
const scalar = (random: Random) => [below(random, 100), `t${below(random, 4)}`, random() < 0.5][below(random, 3)];
const KEYS = ['a', 'b', 'c', 'd', 'e'];
let fresh = 0;

function shape(random: Random, depth: number): unknown {
  switch (depth > 2 ? 0 : below(random, 4)) {
    case 1:
      return Object.fromEntries(KEYS.filter(() => random() < 0.5).map((key) => [key, shape(random, depth + 1)]));
    case 2:
      return Array.from({ length: below(random, 4) }, () => ({ id: `i${fresh++}`, x: scalar(random), y: shape(random, depth + 1) }));
    case 3:
      return Array.from({ length: below(random, 3) }, () => scalar(random));
    default:
      return scalar(random);
  }
}

/** An edit as the owner could make it: values changed, keys and items added, removed, reordered. Lists stay lists (the schemas fix the types). */
function mutate(random: Random, value: unknown, depth: number): unknown {
  if (random() < 0.3) return structuredClone(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'id' in item)) {
    const items: unknown[] = value
      .filter(() => random() < 0.8)
      .map((item) => ({ ...mutate(random, item, depth + 1)!, id: (item as { id: string }).id }));
    if (random() < 0.4) items.splice(below(random, items.length + 1), 0, { id: `i${fresh++}`, x: scalar(random), y: 1 });
    return random() < 0.3 ? items.reverse() : items;
  }
  if (Array.isArray(value)) return random() < 0.5 ? [...value, scalar(random)] : value.slice(1);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(() => random() < 0.85);
    const added = random() < 0.3 ? [[`n${below(random, 3)}`, shape(random, depth + 1)]] : [];
    return Object.fromEntries([...entries.map(([key, item]) => [key, mutate(random, item, depth + 1)]), ...added]);
  }
  return random() < 0.2 ? shape(random, depth + 1) : scalar(random);
}
