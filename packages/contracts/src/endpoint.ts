import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods whose envelope and parameters travel in the query string. */
export const QUERY_METHODS: readonly HttpMethod[] = ['GET', 'DELETE'];

/**
 * Who may call an endpoint. `public` calls need no session (spec §6's exempt calls); `session` calls are signed
 * with the login token; `optionalSession` calls serve everybody and do more for a verified signed caller.
 */
export type Access = 'public' | 'session' | 'optionalSession';

/**
 * One gateway call, declared once and used by the server's routes and the client's typed functions alike. Its
 * `access` keeps its literal type, so a server route for a `session` endpoint knows it has a session.
 */
export interface Endpoint<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** Path on the gateway; `:name` segments are path parameters taken from the input. */
  path: string;
  access: A;
  /** `required`: the gateway refuses a plaintext request. `optional`: the client decides (noCrypt). */
  encryption: 'required' | 'optional';
  /** The call's own parameters (query for GET and DELETE, body otherwise), besides envelope and signature. */
  input: Input;
  /** The shape of `data` in a successful response. */
  output: Output;
}

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointParams<E extends Endpoint> = z.output<E['input']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

/** Declares an endpoint, keeping its exact schema types and its access. */
export function endpoint<Input extends z.ZodType, Output extends z.ZodType, const A extends Access>(
  definition: Endpoint<Input, Output, A>,
): Endpoint<Input, Output, A> {
  return definition;
}

/** Whether the method carries its parameters in the query string. */
export function usesQuery(method: HttpMethod): boolean {
  return QUERY_METHODS.includes(method);
}
