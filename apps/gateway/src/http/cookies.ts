/**
 * The value of one cookie of a request's `Cookie` header, percent-decoded; undefined when it is absent or cannot
 * be decoded. A cookie is the browser's to keep and anybody's to forge, so a broken one is as good as none:
 * reading it never throws.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
