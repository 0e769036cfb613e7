// The prose documents (shared/content/prose/*.mdx): their frontmatter is checked when the build
// compiles them, with the build's own esbuild plugin and options, and the build's placeholder
// report reads them.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mdx from '@mdx-js/esbuild';
import * as esbuild from 'esbuild';
import t from 'tap';
import { parse } from 'yaml';
import { frontmatterProblems, mdxOptions } from '../../scripts/mdx.ts';
import { placeholders } from '../../shared/content/placeholders.ts';
import { processors } from '../../shared/content/privacy.ts';
import * as letter from '../../shared/content/prose/brief-aus-der-zukunft.mdx';

interface Tap {
  teardown(fn: () => unknown): void;
}

const PROSE = path.resolve(import.meta.dirname, '../../shared/content/prose');

/** Writes an MDX document into a temporary folder. */
async function document(t: Tap, source: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'ki-site-mdx-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'seite.mdx');
  await writeFile(file, source);
  return file;
}

/** Compiles one MDX source as build.mjs compiles the server bundle: the code, or esbuild's errors. */
async function compile(t: Tap, source: string): Promise<{ file: string; code: string; errors: esbuild.Message[] }> {
  const file = await document(t, source);
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      plugins: [mdx(mdxOptions)],
      logLevel: 'silent',
    });
    return { file, code: result.outputFiles[0]!.text, errors: [] };
  } catch (error) {
    return { file, code: '', errors: (error as esbuild.BuildFailure).errors };
  }
}

t.test('prose – a bad frontmatter fails the build and says which file and what is wrong', async (t) => {
  const cases: [string, string, RegExp][] = [
    ['missing title', '---\nupdated: November 2026\n---\n\nText\n', /frontmatter: `title` is missing/],
    ['misspelt field', '---\ntitel: Impressum\n---\n\nText\n', /unknown field `titel` \(known: title, updated\)/],
    ['wrong type', '---\ntitle: 42\n---\n\nText\n', /`title` must be a non-empty string, not 42/],
    [
      'bad date',
      '---\ntitle: Impressum\nupdated: 11/2026\n---\n\nText\n',
      /`updated` must be month and year, e\.g\. "November 2026", not "11\/2026"/,
    ],
    ['broken YAML', '---\ntitle: [Impressum\n---\n\nText\n', /frontmatter is not valid YAML/],
    ['no frontmatter', '# Impressum\n\nText\n', /frontmatter missing/],
  ];
  for (const [name, source, message] of cases) {
    const { file, errors } = await compile(t, source);
    t.equal(errors.length, 1, `${name}: the build fails`);
    t.match(errors[0]?.text, message, `${name}: the message says what is wrong`);
    t.match(errors[0]?.text, `${file}:1:1`, `${name}: and where`);
  }
  t.same((await compile(t, '---\ntitle: Impressum\nupdated: November 2026\n---\n\nText\n')).errors, [], 'a good one compiles');
});

t.test('prose – every document in the folder has a good frontmatter', async (t) => {
  const files = (await readdir(PROSE)).filter((file) => file.endsWith('.mdx'));
  t.same(files.sort(), ['brief-aus-der-zukunft.mdx', 'datenschutz.mdx', 'impressum.mdx']);
  for (const file of files) {
    const source = await readFile(path.join(PROSE, file), 'utf8');
    t.same(frontmatterProblems(parse(/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '')), [], file);
  }
});

t.test('prose – the compiler adds the reading time: 200 words a minute, at least one', async (t) => {
  const minutes = async (words: number) => {
    const { code } = await compile(t, `---\ntitle: Text\n---\n\n## Ein Kapitel\n\n${'Wort '.repeat(words - 2)}\n`);
    return Number(/"readingMinutes": (\d+)/.exec(code)?.[1]);
  };
  t.equal(await minutes(50), 1);
  t.equal(await minutes(449), 2);
  t.equal(await minutes(1000), 5);
  t.same(letter.frontmatter, { title: 'Brief aus der Zukunft', readingMinutes: 10 }, 'the letter: title and about 2,000 words');
});

t.test('prose – the placeholder report names the processors and every marker in a prose document', async (t) => {
  const list = placeholders({ 'impressum.mdx': 'Hosting: [Platzhalter: Name des Anbieters] und mehr.' });
  for (const [name, value] of Object.entries(processors)) {
    t.ok(list.includes(`privacy.ts: processors.${name} (on /datenschutz) ${value}`), `processors.${name}`);
  }
  t.ok(list.includes('prose/impressum.mdx: [Platzhalter: Name des Anbieters]'), 'a marker written into a document');
});
