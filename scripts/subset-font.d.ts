// subset-font ships no types: its documented call, as its README describes it (of its options, the one used here).
declare module 'subset-font' {
  export interface SubsetFontOptions {
    /** 'truetype' is an alias for 'sfnt'. */
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
  }

  /** The font cut down to the glyphs `text` needs, in `targetFormat` (default: the input's). */
  export default function subsetFont(buffer: Buffer, text?: string | null, options?: SubsetFontOptions): Promise<Buffer>;
}
