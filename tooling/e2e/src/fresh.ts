// Identities no earlier attempt used. A retried test (the suite retries once) that signed up with a fixed number
// or address would meet the account its failed attempt made (signed in, profile complete, coins spent) and fail
// for that alone.

/** Numbers handed out in this process go up from a random start, so neither a retry nor a rerun repeats one. */
let nextSubscriber = 100_000 + Math.floor(Math.random() * 800_000);

/**
 * A UK mobile number's national part (`7400 123456`) that no test of this run signed up with. In the 07400 range
 * every six digits make a number libphonenumber takes as a mobile; in 07911, say, half of them are unallocated and
 * refused.
 */
export function freshUkMobile(): string {
  const subscriber = nextSubscriber;
  nextSubscriber = subscriber >= 999_999 ? 100_000 : subscriber + 1;
  return `7400 ${subscriber}`;
}

let nextHost = Math.floor(Math.random() * 500);

/**
 * An IPv4 address from the documentation ranges (TEST-NET-2 and -3: no country, like loopback) that no profile of
 * this run used lately. Each person's browser sends its own (X-Forwarded-For, which the test servers trust), so
 * the gateway's limits per address count each person, as they would in the world, and not the whole suite.
 */
export function freshAddress(): string {
  const host = nextHost;
  nextHost = (host + 1) % 500;
  return host < 250 ? `198.51.100.${host + 1}` : `203.0.113.${host - 249}`;
}

/** An e-mail address at example.com that no test of this run used: `name.<n>@example.com`. */
export function freshEmail(name: string): string {
  return `${name}.${freshUkMobile().replace(/\D/g, '')}@example.com`;
}
