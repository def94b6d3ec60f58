/**
 * A text to show, as a catalog key (`namespace:key`) and the values of its placeholders. Flows keep these in the
 * store (plain data); components translate them with `useMessageText`.
 */
export interface Message {
  key: string;
  values?: Readonly<Record<string, number | string>>;
}

/** What `messageFor` reads of a failed call: a GatewayCallError, or the same fields kept in the store. */
export interface ErrorLike {
  code: number;
  /** GatewayCallError's reason: `server`, `network`, `timeout`, … */
  reason?: string;
  data?: unknown;
}
