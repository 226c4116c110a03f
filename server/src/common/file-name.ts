/** The name a document is kept and downloaded under: the sent name's last path part, made harmless. */

const MAX_LENGTH = 120;
/** Control and format characters (a right-to-left override makes "cod.exe" look like "exe.doc"). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** `extension` is the file's true type: a picture re-encoded as JPEG is named .jpg whatever it was sent as. */
export function documentFileName(sent: string | undefined, extension: string): string {
  const lastPart = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const base = cleaned.replace(/\.[^.]*$/, '').trim() || 'document';
  return `${Array.from(base).slice(0, MAX_LENGTH).join('')}.${extension}`;
}

/** Content-Disposition for a download: an ASCII fallback name, and the real one in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
