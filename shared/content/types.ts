/** The shapes several content modules and components share, as the schema declares them. */
import type { Static } from 'typebox';
import type { link, pageTexts, steps } from './schema.ts';

/** A page's path, its <title> (also og:title) and meta description. */
export type PageMeta = { path: string } & Static<ReturnType<typeof pageTexts>>;

/** A link as the content gives it: a site path, `#…`, an https:// address (a new tab) or a topic link (`/?anliegen=…#contact`). */
export type Link = Static<ReturnType<typeof link>>;

/** A numbered list of steps with a heading, e.g. "So läuft es ab". */
export type Steps = Static<ReturnType<typeof steps>>;
