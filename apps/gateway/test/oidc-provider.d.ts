// The little of oidc-provider (v9, no type declarations of its own) that the test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; scope?: string };
    grantId?: string;
    session?: { accountId: string };
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    rejectOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface ClientModel {
    prototype: { compareClientSecret(actual: string): boolean | Promise<boolean> };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    Client: ClientModel;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
