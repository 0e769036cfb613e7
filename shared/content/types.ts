/** The shapes several content modules and components share. */

export interface PageMeta {
  path: string;
  /** The <title>; also og:title. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
}

/** A link as the content gives it: a site path, `#…`, an https:// address (a new tab) or a topic link (`/?anliegen=…#contact`). */
export interface Link {
  label: string;
  href: string;
}

/** A labelled fact, rendered as a <dt>/<dd> pair. */
export interface Fact {
  label: string;
  value: string;
}

/** A numbered list of steps with a heading, e.g. "So läuft es ab". */
export interface Steps {
  title: string;
  items: readonly { title: string; text: string }[];
}
