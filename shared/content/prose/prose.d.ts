// A Markdown document of this folder, imported as its text (esbuild's text loader; scripts/markdown-modules.ts outside the bundle).
declare module '*.md' {
  const text: string;
  export default text;
}
