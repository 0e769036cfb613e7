import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { unlessMissing } from '../contact/maildir-files.ts';
import { DIR_MODE, writeDurably } from '../durable-file.ts';
import { serial } from '../serial.ts';
import { diff, merge } from './overlay.ts';

/** An overlay's JSON may be this long at most: with MAX_VERSIONS, the ceiling of the store on disk (about 200 MiB). */
export const MAX_OVERLAY_BYTES = 1024 * 1024;
/** The versions kept, the newest; each publish deletes the one that falls out (a bounded folder and boot). */
export const MAX_VERSIONS = 200;

export type ContentVersion = { n: number; at: string; device: string; changes: string[] };
/** A field the schema refuses, with the German message for it. */
export type FieldProblem = { path: string[]; message: string };
export interface ContentStoreOptions<C extends Record<string, unknown>> {
  /** DATA_DIR/content */
  dir: string;
  /** The repository's modules: version 0. */
  defaults: C;
  /** What the schema refuses in `content`; [] when it is valid. */
  check(content: unknown): FieldProblem[];
  /** What changed from `before` to `after`, in German, a line a field. */
  describe(before: C, after: C): string[];
  log: FastifyBaseLogger;
  now?: () => number;
}
/** A file as written, believed once load() checked its fields. */
type Stored = { at: string; device: string; changes: unknown[]; revision: number; overlay?: unknown };
type SaveResult = { revision: number } | { conflict: string[] } | { invalid: FieldProblem[] };

const fileOf = (n: number) => `versions/${String(n).padStart(6, '0')}.json`;
const TOO_LARGE = 'Alle Änderungen zusammen sind zu umfangreich (über 1\u00a0MiB). Kürze lange Texte oder Listen.';

/**
 * The owner's content: the repository's defaults (version 0) with the published versions and the draft as overlays
 * (overlay.ts) in DATA_DIR/content. A file that does not parse or whose content the schema refuses is passed over,
 * never fatal: the newest good version is served and `problem` says so. Every change runs alone (one writer per
 * process). The contents handed out share objects with the defaults: read them, never change them.
 */
export class ContentStore<C extends Record<string, unknown>> {
  private state: { published: { version: number; content: C }; draft: { revision: number; content: C; changes: string[] } };
  private trouble: string | null = null;
  private versions: ContentVersion[] = [];
  private last = 0;
  private readonly exclusive = serial();

  constructor(private readonly options: ContentStoreOptions<C>) {
    this.state = { published: { version: 0, content: options.defaults }, draft: { revision: 0, content: options.defaults, changes: [] } };
  }

  get published() {
    return this.state.published;
  }
  /** The content being edited; `changes` against the published content. */
  get draft() {
    return this.state.draft;
  }
  /** A German sentence for /intern when a file was passed over at open(); null when all were good. */
  get problem() {
    return this.trouble;
  }

  /** Reads the versions and the draft; a missing folder is version 0, and a bad file never throws. */
  async open(): Promise<void> {
    const names = (await unlessMissing(readdir(path.join(this.options.dir, 'versions')))) ?? [];
    const numbers = names.filter((name) => /^\d{6}\.json$/.test(name)).map((name) => Number(name.slice(0, 6)));
    const broken: string[] = [];
    [this.versions, this.state.published] = [[], { version: 0, content: this.options.defaults }];
    for (const n of numbers.sort((a, b) => b - a)) {
      const version = await this.load(n).catch((error: Error) => void broken.push(this.passOver(fileOf(n), error, `Version ${n}`)));
      if (!version) continue;
      this.versions.push(version.meta);
      if (this.versions.length === 1) this.state.published = { version: n, content: version.content };
    }
    this.last = Math.max(0, ...numbers);
    const shown = this.published.version ? `Version ${this.published.version}` : 'die ursprünglichen Inhalte (Version 0)';
    const sentences = broken.length ? [`${broken.join(', ')}; die Website zeigt ${shown}.`] : [];
    const draft = await this.load('draft.json').catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') sentences.push(`${this.passOver('draft.json', error, 'Der Entwurf')} und wurde verworfen.`);
    });
    const content = draft?.content ?? this.published.content;
    this.state.draft = { revision: draft?.revision ?? 0, content, changes: this.options.describe(this.published.content, content) };
    this.trouble = sentences.join(' ') || null;
  }

  /**
   * Sets the draft's content at `at` (e.g. ['home', 'hero']) to `value`, for a form that showed revision `base`.
   * Nothing is written when the result is invalid or `base` is no longer the draft's revision (another device saved
   * since): that answers what is saved now against what was sent; a value equal to what is saved counts as saved.
   */
  saveDraft(at: string[], value: unknown, base: number): Promise<SaveResult> {
    return this.exclusive(async () => {
      const { revision, content } = this.draft;
      // Through JSON: what is kept is JSON, so a key set to undefined is a key removed.
      const next = JSON.parse(JSON.stringify(setAt(content, at, value))) as C;
      if (isDeepStrictEqual(next, content)) return { revision };
      const bytes = Buffer.byteLength(JSON.stringify(diff(this.options.defaults, next)));
      if (bytes > MAX_OVERLAY_BYTES) return { invalid: [{ path: at, message: TOO_LARGE }] };
      const invalid = this.options.check(next);
      if (invalid.length) return { invalid };
      if (base !== revision) return { conflict: this.options.describe(content, next) };
      return { revision: await this.writeDraft(next) };
    });
  }

  /** The draft back to the published content. */
  discardDraft(): Promise<void> {
    return this.exclusive(async () => void (await this.writeDraft(this.published.content)));
  }

  /** Publishes the draft as a new version; null when it equals the published content. */
  publish(device: string): Promise<ContentVersion | null> {
    return this.exclusive(async () =>
      isDeepStrictEqual(this.draft.content, this.published.content) ? null : this.addVersion(device, this.draft.content, []),
    );
  }

  /** The published versions, newest first; version 0 (the defaults) is not among them. */
  history(): ContentVersion[] {
    return [...this.versions];
  }

  /** Publishes version `n`'s content again, as a new version (0: the defaults); the draft follows. Rejects for a version not kept. */
  restore(n: number, device: string): Promise<ContentVersion> {
    return this.exclusive(async () => {
      const { content } = n ? await this.load(n) : { content: this.options.defaults };
      return this.addVersion(device, content, [`Version ${n} wiederhergestellt`]);
    });
  }

  private async addVersion(device: string, content: C, lead: string[]): Promise<ContentVersion> {
    const n = this.last + 1;
    const at = new Date((this.options.now ?? Date.now)()).toISOString();
    const version = { n, at, device, changes: [...lead, ...this.options.describe(this.published.content, content)] };
    await this.write(fileOf(n), { ...version, overlay: diff(this.options.defaults, content) });
    [this.last, this.state.published] = [n, { version: n, content }];
    this.versions = [version, ...this.versions.filter((kept) => kept.n > n - MAX_VERSIONS)];
    await unlessMissing(unlink(path.join(this.options.dir, fileOf(n - MAX_VERSIONS))));
    await this.writeDraft(content);
    return version;
  }

  /** Writes `content` as the draft, a revision up; resolves with that revision once it is on disk. */
  private async writeDraft(content: C): Promise<number> {
    const revision = this.draft.revision + 1;
    await this.write('draft.json', { revision, base: this.published.version, overlay: diff(this.options.defaults, content) });
    this.state.draft = { revision, content, changes: this.options.describe(this.published.content, content) };
    return revision;
  }

  private async write(name: string, data: object): Promise<void> {
    await mkdir(path.join(this.options.dir, 'versions'), { recursive: true, mode: DIR_MODE });
    await writeDurably(path.join(this.options.dir, name), JSON.stringify(data));
  }

  /** A version (by number) or the draft, merged over the defaults and checked; rejects with why not (ENOENT when absent). */
  private async load(which: number | 'draft.json') {
    const file = path.join(this.options.dir, typeof which === 'number' ? fileOf(which) : which);
    const data = JSON.parse(await readFile(file, 'utf8')) as Stored;
    const draft = which === 'draft.json';
    const fields = draft
      ? [Number.isInteger(data.revision)]
      : [typeof data.at === 'string', typeof data.device === 'string', Array.isArray(data.changes)];
    if (fields.includes(false)) throw new Error(`not a ${draft ? 'draft' : 'version'}`);
    const content = merge(this.options.defaults, data.overlay);
    const [first] = this.options.check(content);
    if (first) throw Object.assign(new Error(`invalid at ${first.path.join('.')}: ${first.message}`), { invalid: true });
    const meta = { n: Number(which), at: data.at, device: data.device, changes: draft ? [] : data.changes.map(String) };
    return { content, meta, revision: data.revision };
  }

  /** Logs why `file` is passed over (once per open) and words it for the owner. */
  private passOver(file: string, error: Error & { invalid?: boolean }, subject: string): string {
    this.options.log.error({ file: path.join(this.options.dir, file) }, `content: ${file} is passed over: ${error.message}`);
    return `${subject} ${error.invalid ? 'enthält ungültige Werte' : 'ließ sich nicht lesen'}`;
  }
}

/** `node` with the value at `at` (object keys: a list is set whole) set to `value`, copied along the path. */
function setAt(node: unknown, [key, ...rest]: string[], value: unknown): unknown {
  return key === undefined
    ? value
    : { ...(node as object), [key]: setAt((node as Record<string, unknown> | undefined)?.[key], rest, value) };
}
