/** The flags every Chromium of the tests and benches starts with. */
export const CHROMIUM_FLAGS: string[];
/** CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else undefined (Playwright's own). */
export function chromiumPath(): string | undefined;
