import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';

/** Where log lines go instead of standard output (tests read them). */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/** An e-mail address as written in a log line: plain, or percent-encoded in a URL (`%40`). */
const EMAIL = /([A-Za-z0-9._%+-]+)(?:@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/gi;
/** A phone number in international form: `+`, or `%2B` in a URL, then digits with the usual separators. */
const PHONE = /(?:\+|%2B)\(?\d(?:[\d ().-]|%20)*\d/gi;
/** Fields that hold a number or an address whatever its form (a number typed without its `+`). */
const JSON_FIELD = /"(mobile|phone|email|recipient|to)":"((?:[^"\\]|\\.)*)"/g;
const QUERY_FIELD = /([?&](?:mobile|phone|email|recipient|to)=)([^&\s"#]*)/gi;
/** Fewer digits than this after a `+` is not a phone number (an offset, a count). */
const MIN_PHONE_DIGITS = 7;
const ELLIPSIS = '…';

function maskEmail(local: string, domain: string): string {
  return `${local.charAt(0)}${ELLIPSIS}@${domain}`;
}

function maskPhoneMatch(match: string): string {
  const digits = match.replace(/%2B|%20/gi, ' ').replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return match;
  return `+${digits.slice(0, 2)}${ELLIPSIS}${digits.slice(-2)}`;
}

/**
 * A field's value: an address keeps its domain, an international number its country code's first digits and its
 * last two, anything else its first three and last two characters.
 */
function maskValue(value: string): string {
  if (value === '' || value.includes(ELLIPSIS)) return value;
  const email = new RegExp(EMAIL.source, 'i').exec(value);
  if (email) return maskEmail(email[1]!, email[2]!);
  if (/^(?:\+|%2B)/i.test(value)) {
    const phone = maskPhoneMatch(value);
    if (phone !== value) return phone;
  }
  return value.length <= 5 ? ELLIPSIS : `${value.slice(0, 3)}${ELLIPSIS}${value.slice(-2)}`;
}

/**
 * Masks every phone number and e-mail address in a log line, wherever it is: a URL's query, a body quoted in an
 * error, a provider's message, the telemetry a client sent. `+905321234567` becomes `+90…67` and
 * `jane.doe@example.com` becomes `j…@example.com`: enough to tell two people apart in one incident, not enough to
 * know who they are. Masked text is left as it is, so masking twice changes nothing.
 */
export function maskPersonalData(line: string): string {
  return line
    .replace(JSON_FIELD, (_match, name: string, value: string) => `"${name}":"${maskValue(value)}"`)
    .replace(QUERY_FIELD, (_match, name: string, value: string) => `${name}${maskValue(value)}`)
    .replace(EMAIL, (_match, local: string, domain: string) => maskEmail(local, domain))
    .replace(PHONE, maskPhoneMatch);
}

/**
 * The gateway's logger: secrets in headers redacted, personal data masked in every line it writes (docs/accounts.md).
 * `stream` replaces standard output (tests read the lines).
 */
export function gatewayLogger(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-aura-key"]'],
    hooks: { streamWrite: maskPersonalData },
    ...(stream ? { stream } : {}),
  };
}
