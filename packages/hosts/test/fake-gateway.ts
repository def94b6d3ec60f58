// A stand-in for the gateway client at its boundary, `call(endpoint, input)`, for saga tests that script answers
// the gateway cannot easily be made to give (a failure, a slow page, a changing total). Every call is recorded.
import type { Endpoint } from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

/** Answers one endpoint's call: data, `undefined` for a failure under the swallow policy, or a thrown error. */
export type Handler = (input: Record<string, unknown>) => unknown;

export interface FakeGateway {
  client: GatewayClient;
  calls: { path: string; input: Record<string, unknown> }[];
  /** Answers calls of `endpoint` with `handler` from now on. */
  on(endpoint: Endpoint, handler: Handler): void;
}

export function fakeGateway(): FakeGateway {
  const handlers = new Map<string, Handler>();
  const calls: FakeGateway['calls'] = [];
  const client = {
    baseURL: 'http://gateway.test',
    async call(endpoint: Endpoint, input: Record<string, unknown>) {
      calls.push({ path: endpoint.path, input });
      const handler = handlers.get(endpoint.path);
      if (!handler) throw new Error(`no answer scripted for ${endpoint.path}`);
      return handler(input);
    },
  } as unknown as GatewayClient;
  return { client, calls, on: (endpoint, handler) => handlers.set(endpoint.path, handler) };
}

/** A promise and its resolver, to hold an answer back until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
