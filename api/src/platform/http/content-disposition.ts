import anyAscii from 'any-ascii';

/**
 * The name as plain ASCII, for clients that do not read `filename*`: letters transliterated
 * (`é` to `e`, `ß` to `ss`, `Ł` to `L`), and whatever could end the quoted string, name a folder,
 * be decoded as `%xx` or confuse a file system (quotes, slashes, `%`, `;`, controls) replaced.
 */
export function asciiFileName(fileName: string): string {
  const plain = anyAscii(fileName)
    .replace(/[^A-Za-z0-9 ._+,()[\]-]+/g, '_')
    .replace(/^[\s._]+|[\s_]+$/g, '');
  return plain === '' ? 'download' : plain;
}

/** RFC 5987's `attr-char`: `encodeURIComponent` also leaves `'()*!` as they are. */
const extendedValue = (fileName: string) =>
  encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The Content-Disposition of a file, as RFC 6266 recommends: the exact name in `filename*`
 * (UTF-8, percent-encoded), preceded by an ASCII `filename` for the clients that know only that.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  return `${type}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${extendedValue(fileName)}`;
}
