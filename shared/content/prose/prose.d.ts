// A Markdown document of this folder, imported as its text (esbuild's text loader; scripts/test-hooks.ts for the tests).
declare module '*.md' {
  const text: string;
  export default text;
}
