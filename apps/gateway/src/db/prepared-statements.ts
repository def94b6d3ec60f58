import { createHash } from 'node:crypto';
import pg from 'pg';

/** Named statements a connection keeps at most: the hot ones are a few dozen; the rest run unnamed. */
export const MAX_PREPARED_PER_CONNECTION = 256;
/** Texts counted at most; past it the count starts again (texts of one-off statements are not kept forever). */
const MAX_COUNTED_TEXTS = 10_000;

/**
 * Each parameterized statement text this process has run: its count of runs until the second, then its name (its
 * text's hash, so that one name never means two texts).
 */
const texts = new Map<string, number | string>();

/** The statement's name once its text has run before; undefined on its first run. */
function nameFor(text: string): string | undefined {
  const seen = texts.get(text);
  if (typeof seen === 'string') return seen;
  if (seen === undefined) {
    if (texts.size >= MAX_COUNTED_TEXTS) texts.clear();
    texts.set(text, 1);
    return undefined;
  }
  const name = `aura_${createHash('sha1').update(text).digest('base64url')}`;
  texts.set(text, name);
  return name;
}

type QueryConfig = pg.QueryConfig & { rowMode?: string };

/**
 * A PostgreSQL connection that prepares the statements it runs again and again (docs/performance.md "Prepared
 * statements"): a parameterized statement whose text this process has run before is sent as a named statement,
 * which the server parses once per connection and, after five runs, stops planning (plan_cache_mode auto keeps a
 * generic plan when it is no dearer than a custom one). A send runs the same few texts every time, and their parsing
 * and planning were about half of PostgreSQL's time for a message. Statements without parameters (BEGIN, COMMIT, a
 * migration's DDL) keep the simple protocol; past MAX_PREPARED_PER_CONNECTION names a connection runs the rest
 * unnamed, as before. A named statement lives in its connection's session: a pooler in front of PostgreSQL must
 * keep sessions or track prepared statements (PgBouncer ≥ 1.21 with max_prepared_statements).
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();
  /** Names whose statement no longer fits its tables: their texts run unnamed on this connection from now on. */
  private readonly stale = new Set<string>();

  // Only (text | config, values[, callback]) is named, the form drizzle and pg.Pool use; every other form (no
  // values, a submittable such as a cursor) reaches pg's own query untouched.
  override query(...args: unknown[]): never {
    const [first, values, callback] = args;
    const base = super.query as (...a: unknown[]) => never;
    if (Array.isArray(values) && values.length > 0 && args.length <= 3) {
      const config: QueryConfig | undefined =
        typeof first === 'string' ? { text: first } : isPlainConfig(first) ? first : undefined;
      const name = config && config.name === undefined ? this.nameFor(config.text) : undefined;
      if (name) {
        const named = { ...config, name };
        const forget = (error: unknown) => void (staleResultType(error) && this.stale.add(name));
        if (typeof callback === 'function') {
          return base.call(this, named, values, (error: unknown, result: unknown) => {
            if (error) forget(error);
            (callback as (error: unknown, result: unknown) => void)(error, result);
          });
        }
        return (base.call(this, named, values) as Promise<unknown>).catch((error: unknown) => {
          forget(error);
          throw error;
        }) as never;
      }
    }
    return base.apply(this, args);
  }

  private nameFor(text: string): string | undefined {
    const name = nameFor(text);
    if (name === undefined || this.stale.has(name)) return undefined;
    if (this.prepared.has(name)) return name;
    if (this.prepared.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
    this.prepared.add(name);
    return name;
  }
}

/**
 * A prepared statement whose columns changed under it (a migration of another instance, in a rolling deploy, added
 * a column to a table it selects `*` from): PostgreSQL refuses it on this connection from then on, where an unnamed
 * statement would simply answer the new columns. The statement that meets it fails once; later runs go unnamed.
 */
function staleResultType(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && message.includes('must not change result type');
}

function isPlainConfig(value: unknown): value is QueryConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { text?: unknown }).text === 'string' &&
    typeof (value as { submit?: unknown }).submit !== 'function'
  );
}
