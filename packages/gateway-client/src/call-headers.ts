import { PROTOCOL } from '@aura/contracts';

/**
 * Headers the protocol itself sets or depends on. A caller's header of the same name would change what the
 * gateway reads (a forged key header, a body the gateway no longer parses as JSON, an answer it no longer sends
 * as JSON), so such a call is a bug and is refused before anything is sent.
 */
export const PROTOCOL_HEADERS: readonly string[] = [PROTOCOL.keyHeader, 'content-type', 'accept'];

/** RFC 9110 token characters: what a header name may be made of. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Visible ASCII, spaces and tabs: a value that cannot end the header early or start another (no CR, LF, NUL). */
const HEADER_VALUE = /^[\t\x20-\x7e]*$/;

/**
 * Checks a call's own extra headers and returns them with lower-case names. Throws a TypeError naming the
 * offending header when one is a protocol header, or when a name or value could not travel as an HTTP header
 * (browsers and Node would throw their own, less telling errors at send time).
 */
export function extraHeaders(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (!HEADER_NAME.test(name))
      throw new TypeError(`header name ${JSON.stringify(name)} is not a valid token`);
    if (PROTOCOL_HEADERS.includes(lower)) {
      throw new TypeError(`header ${lower} belongs to the gateway protocol and cannot be set by a call`);
    }
    if (typeof value !== 'string' || !HEADER_VALUE.test(value)) {
      throw new TypeError(`header ${lower} must be a string of visible ASCII characters`);
    }
    if (lower in checked) throw new TypeError(`header ${lower} is given twice`);
    checked[lower] = value;
  }
  return checked;
}
