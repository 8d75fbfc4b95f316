/** fontverter ships no types: the one function the font build uses. */
declare module 'fontverter' {
  type Format = 'truetype' | 'sfnt' | 'woff' | 'woff2';
  const fontverter: {
    /** Converts font bytes between formats (`truetype` is plain SFNT). */
    convert(buffer: Buffer, format: Format, fromFormat?: Format): Promise<Buffer>;
  };
  export default fontverter;
}
