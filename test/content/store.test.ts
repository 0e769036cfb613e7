import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import t from 'tap';
import { ContentStore, MAX_OVERLAY_BYTES, MAX_VERSIONS, type FieldProblem } from '../../server/content/store.ts';
import { logLines } from '../helpers.ts';

const defaults = {
  site: { title: 'KI-Beratung', tagline: 'Klar und ehrlich' },
  offers: [
    { id: 'kilead', title: 'KI-Potenzial-Check', price: 3600 },
    { id: 'workshop', title: 'Workshop', price: 2400 },
  ],
};
type Content = typeof defaults;

/** A stand-in for the schema: prices are whole euros, titles at most 80 characters. */
function check(content: unknown): FieldProblem[] {
  const { offers } = content as Content;
  return offers.flatMap((offer, i) => [
    ...(Number.isInteger(offer.price) && offer.price >= 0
      ? []
      : [{ path: ['offers', String(i), 'price'], message: 'Gib einen Preis in ganzen Euro an.' }]),
    ...(typeof offer.title === 'string' && offer.title.length <= 80
      ? []
      : [{ path: ['offers', String(i), 'title'], message: 'Höchstens 80 Zeichen.' }]),
  ]);
}

/** A stand-in for the lead's wording: one line a leaf that differs. */
function describe(before: Content, after: Content): string[] {
  const leaves = (value: unknown, at: string): Array<[string, string]> =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, at ? `${at} › ${key}` : key))
      : [[at, JSON.stringify(value)]];
  const old = new Map(leaves(before, ''));
  const now = new Map(leaves(after, ''));
  return [...new Set([...old.keys(), ...now.keys()])]
    .filter((key) => old.get(key) !== now.get(key))
    .map((key) => `${key}: ${old.get(key) ?? '–'} → ${now.get(key) ?? '–'}`);
}

async function setUp(t: Tap) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-content-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const dir = path.join(dataDir, 'content');
  const log = logLines();
  let clock = Date.parse('2026-03-02T09:00:00Z');
  /** A store on `dir`, opened: a new one is the server after a restart. */
  const open = async (repository: Content = defaults) => {
    const store = new ContentStore({ dir, defaults: repository, check, describe, log: pino(log.stream), now: () => (clock += 60_000) });
    await store.open();
    return store;
  };
  return { dir, log, open, files: async (sub = '') => (await readdir(path.join(dir, sub))).sort() };
}
type Tap = { teardown(fn: () => unknown): void };

const withPrice = (price: number) => [{ ...defaults.offers[0]!, price }, defaults.offers[1]!];

t.test('content store – a missing folder is version 0: the defaults, an empty draft, no history, no problem', async (t) => {
  const { open } = await setUp(t);
  const store = await open();
  t.strictSame(store.published, { version: 0, content: defaults });
  t.strictSame(store.draft, { revision: 0, content: defaults, changes: [] });
  t.strictSame(store.history(), []);
  t.equal(store.problem, null);
  t.equal(await store.publish('iPhone'), null, 'publishing the defaults is nothing to publish');
});

t.test('content store – a published draft survives a restart: the same content, version, history and draft', async (t) => {
  const { dir, open, files } = await setUp(t);
  const store = await open();
  t.strictSame(await store.saveDraft(['offers'], withPrice(3900), 0), { revision: 1 });
  t.strictSame(store.draft.changes, ['offers › 0 › price: 3600 → 3900'], 'the draft’s changes against the published content');
  t.equal(store.published.version, 0, 'a draft is not published');
  const version = await store.publish('iPhone von Jan');
  t.strictSame(version, { n: 1, at: '2026-03-02T09:01:00.000Z', device: 'iPhone von Jan', changes: ['offers › 0 › price: 3600 → 3900'] });
  t.equal(store.published.content.offers[0]!.price, 3900);
  t.strictSame(store.draft.revision, 2, 'publishing raises the draft’s revision');
  t.equal(await store.publish('iPhone von Jan'), null, 'publishing again: nothing changed');

  t.strictSame(JSON.parse(await readFile(path.join(dir, 'versions/000001.json'), 'utf8')), {
    ...version,
    overlay: { offers: { items: { kilead: { price: 3900 } } } },
  });
  t.strictSame(await files(), ['draft.json', 'versions'], 'no temporary file left behind');
  t.strictSame(await files('versions'), ['000001.json']);
  t.equal((await stat(dir)).mode & 0o777, 0o700, 'the folder is the server user’s alone');
  t.equal((await stat(path.join(dir, 'versions/000001.json'))).mode & 0o777, 0o600, 'and so are the files');

  const restarted = await open();
  t.strictSame(restarted.published, store.published);
  t.strictSame(restarted.draft, store.draft);
  t.strictSame(restarted.history(), [version]);
  t.equal(restarted.problem, null);
});

t.test('content store – restore publishes an earlier version’s content as a new version; the draft follows', async (t) => {
  const { open } = await setUp(t);
  const store = await open();
  await store.saveDraft(['offers'], withPrice(3900), 0);
  await store.publish('iPhone');
  await store.saveDraft(['site', 'title'], 'KI-Beratung Nord', store.draft.revision);
  await store.publish('Laptop');
  await store.saveDraft(['site', 'tagline'], 'Ein Entwurf, nie veröffentlicht', store.draft.revision);
  const restored = await store.restore(1, 'iPhone');
  t.strictSame(restored.changes, ['Version 1 wiederhergestellt', 'site › title: "KI-Beratung Nord" → "KI-Beratung"']);
  t.equal(restored.n, 3);
  t.strictSame(store.published, { version: 3, content: { ...defaults, offers: withPrice(3900) } });
  t.strictSame(store.draft.content, store.published.content, 'the draft follows the restored version');
  t.strictSame(
    store.history().map((version) => [version.n, version.device]),
    [
      [3, 'iPhone'],
      [2, 'Laptop'],
      [1, 'iPhone'],
    ],
    'newest first',
  );
  t.strictSame((await store.restore(0, 'iPhone')).n, 4, 'version 0 is the defaults');
  t.strictSame(store.published.content, defaults);
  await t.rejects(store.restore(9, 'iPhone'), { code: 'ENOENT' }, 'a version that is not there');
  t.strictSame((await open()).published, store.published, 'and so after a restart');
});

t.test(
  'content store – two devices save on the same revision: the second sees what is saved against what it sent, nothing lost',
  async (t) => {
    const { dir, open } = await setUp(t);
    const store = await open();
    const base = store.draft.revision;
    // Sent at once: the store takes them one at a time.
    const [phone, laptop] = await Promise.all([
      store.saveDraft(['offers'], withPrice(3900), base),
      store.saveDraft(['offers'], withPrice(4200), base),
    ]);
    t.strictSame(phone, { revision: 1 });
    t.strictSame(laptop, { conflict: ['offers › 0 › price: 3900 → 4200'] }, 'saved now → sent');
    const draft = await readFile(path.join(dir, 'draft.json'), 'utf8');
    t.equal(store.draft.content.offers[0]!.price, 3900, 'the refused save changed nothing');
    t.strictSame(
      await store.saveDraft(['offers'], withPrice(3900), base),
      { revision: 1 },
      'sending what is saved already counts as saved',
    );
    t.equal(await readFile(path.join(dir, 'draft.json'), 'utf8'), draft, 'and wrote nothing');
    t.strictSame(
      await store.saveDraft(['offers'], withPrice(4200), 1),
      { revision: 2 },
      'the second submit, naming the new revision, wins',
    );
    t.equal(store.draft.content.offers[0]!.price, 4200);
    t.strictSame(
      await store.saveDraft(['site', 'title'], 'Alt', 1),
      { conflict: ['site › title: "KI-Beratung" → "Alt"'] },
      'another field, still stale',
    );
  },
);

t.test('content store – a save the schema refuses answers its fields and messages and writes nothing', async (t) => {
  const { dir, open, files } = await setUp(t);
  const store = await open();
  const bad = [
    { ...defaults.offers[0]!, price: 12.5 },
    { ...defaults.offers[1]!, title: 'x'.repeat(81) },
  ];
  t.strictSame(await store.saveDraft(['offers'], bad, 0), {
    invalid: [
      { path: ['offers', '0', 'price'], message: 'Gib einen Preis in ganzen Euro an.' },
      { path: ['offers', '1', 'title'], message: 'Höchstens 80 Zeichen.' },
    ],
  });
  t.strictSame(store.draft, { revision: 0, content: defaults, changes: [] });
  await t.rejects(files(), { code: 'ENOENT' }, 'not even the folder');
  t.ok(dir);
});

t.test('content store – all changes together over 1 MiB are refused with a German message, nothing written', async (t) => {
  const { open } = await setUp(t);
  const store = await open();
  const long = 'ä'.repeat(MAX_OVERLAY_BYTES * 0.3); // 0.6 MiB of UTF-8: one is within the cap, two are over it
  t.strictSame(await store.saveDraft(['site', 'title'], long, 0), { revision: 1 }, 'one long text is within the cap');
  const refused = await store.saveDraft(['site', 'tagline'], long, 1);
  t.strictSame(refused, {
    invalid: [
      {
        path: ['site', 'tagline'],
        message: 'Alle Änderungen zusammen sind zu umfangreich (über 1\u00a0MiB). Kürze lange Texte oder Listen.',
      },
    ],
  });
  t.equal(store.draft.revision, 1);
  t.equal((await open()).draft.content.site.tagline, defaults.site.tagline, 'nothing on disk either');
});

t.test(
  'content store – a corrupt and a hand-edited version never stop open(): the newest good one is served, /intern and the log say so',
  async (t) => {
    const { dir, log, open } = await setUp(t);
    const store = await open();
    for (const price of [3700, 3800, 3900]) {
      await store.saveDraft(['offers'], withPrice(price), store.draft.revision);
      await store.publish('iPhone');
    }
    await writeFile(path.join(dir, 'versions/000003.json'), '{"n": 3, "overlay": {"offers": ');
    const edited = JSON.parse(await readFile(path.join(dir, 'versions/000002.json'), 'utf8'));
    edited.overlay.offers.items.kilead.price = 'teuer';
    await writeFile(path.join(dir, 'versions/000002.json'), JSON.stringify(edited));
    await writeFile(path.join(dir, 'draft.json'), 'not json');

    const reopened = await open();
    t.strictSame(reopened.published, { version: 1, content: { ...defaults, offers: withPrice(3700) } });
    t.equal(
      reopened.problem,
      'Version 3 ließ sich nicht lesen, Version 2 enthält ungültige Werte; die Website zeigt Version 1. Der Entwurf ließ sich nicht lesen und wurde verworfen.',
    );
    t.strictSame(reopened.draft, { revision: 0, content: reopened.published.content, changes: [] }, 'the broken draft is dropped');
    t.strictSame(
      reopened.history().map((version) => version.n),
      [1],
      'only what can be restored',
    );
    const errors = log.lines.filter((line) => line.level === 50).map((line) => [line.msg.split(':').slice(0, 2).join(':'), line.file]);
    t.strictSame(errors, [
      ['content: versions/000003.json is passed over', path.join(dir, 'versions/000003.json')],
      ['content: versions/000002.json is passed over', path.join(dir, 'versions/000002.json')],
      ['content: draft.json is passed over', path.join(dir, 'draft.json')],
    ]);
    t.match(log.lines[1]!.msg, /invalid at offers\.0\.price: Gib einen Preis/, 'the log says what is wrong');

    await reopened.saveDraft(['site', 'title'], 'Neu', 0);
    t.equal((await reopened.publish('iPhone'))!.n, 4, 'the next version takes a new number: a broken file is left for a person to look at');
    t.match(await readFile(path.join(dir, 'versions/000003.json'), 'utf8'), /^\{"n": 3/);
  },
);

t.test('content store – a file that is no version counts as broken: with none good, the defaults are served', async (t) => {
  const { dir, open } = await setUp(t);
  await mkdir(path.join(dir, 'versions'), { recursive: true });
  await writeFile(path.join(dir, 'versions/000001.json'), '[]');
  await writeFile(path.join(dir, 'versions/notes.txt'), 'ignored');
  const store = await open();
  t.strictSame(store.published, { version: 0, content: defaults });
  t.equal(store.problem, 'Version 1 ließ sich nicht lesen; die Website zeigt die ursprünglichen Inhalte (Version 0).');
});

t.test('content store – a default changed after the owner published is followed where he did not edit', async (t) => {
  const { open } = await setUp(t);
  const store = await open();
  await store.saveDraft(['offers'], withPrice(3900), 0);
  await store.publish('iPhone');
  const update = {
    site: { ...defaults.site, title: 'KI-Beratung Nord' },
    offers: [
      { ...defaults.offers[0]!, title: 'KI-Check', price: 3700 },
      { id: 'keynote', title: 'Keynote', price: 5000 },
    ],
  };
  const after = await open(update);
  t.strictSame(
    after.published.content,
    {
      site: { title: 'KI-Beratung Nord', tagline: 'Klar und ehrlich' },
      offers: [
        { id: 'kilead', title: 'KI-Check', price: 3900 },
        { id: 'keynote', title: 'Keynote', price: 5000 },
      ],
    },
    'his price; the new title, the new offer; the workshop deleted from the repository is gone',
  );
});

t.test(`content store – at most ${MAX_VERSIONS} versions: each publish beyond deletes the oldest`, async (t) => {
  const { dir, open, files } = await setUp(t);
  await mkdir(path.join(dir, 'versions'), { recursive: true });
  // Written as the store writes them, quicker than 200 durable publishes.
  for (let n = 1; n <= MAX_VERSIONS; n++) {
    const version = {
      n,
      at: '2026-03-01T09:00:00.000Z',
      device: 'iPhone',
      changes: [],
      overlay: { offers: { items: { kilead: { price: n } } } },
    };
    await writeFile(path.join(dir, `versions/${String(n).padStart(6, '0')}.json`), JSON.stringify(version));
  }
  const store = await open();
  t.equal(store.history().length, MAX_VERSIONS);
  await store.saveDraft(['site', 'title'], 'Neu', 0);
  t.equal((await store.publish('iPhone'))!.n, MAX_VERSIONS + 1);
  const kept = await files('versions');
  t.equal(kept.length, MAX_VERSIONS);
  t.equal(kept[0], '000002.json', 'version 1 is gone');
  t.equal(store.history().length, MAX_VERSIONS);
  t.equal(store.history().at(-1)!.n, 2);
  await t.rejects(store.restore(1, 'iPhone'), { code: 'ENOENT' });
});

t.test('content store – discarding the draft brings back the published content, a revision up', async (t) => {
  const { open } = await setUp(t);
  const store = await open();
  await store.saveDraft(['site', 'title'], 'Entwurf', 0);
  await store.discardDraft();
  t.strictSame(store.draft, { revision: 2, content: defaults, changes: [] });
  t.strictSame((await open()).draft, store.draft);
  t.strictSame(
    await store.saveDraft(['site', 'title'], 'Alt', 1),
    { conflict: ['site › title: "KI-Beratung" → "Alt"'] },
    'a form from before is stale',
  );
});
