// The few parts of oidc-provider's API the local identity provider uses (the package ships no types).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };
  type GrantClass = {
    new (input: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    on(event: string, listener: (...args: never[]) => void): this;
    Grant: GrantClass;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<unknown>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  class Prompt {
    name: string;
    constructor(options: { name: string; requestable: boolean }, ...checks: unknown[]);
  }
  type Policy = Prompt[] & { add(prompt: Prompt, index?: number): void };
  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    InvalidClientMetadata: new (description?: string) => Error;
  };
  export const interactionPolicy: { base(): Policy; Prompt: typeof Prompt };
}

// The middlewares of `POST /session/end/confirm` (the module has no types; local-idp.ts takes its last step).
declare module "oidc-provider/lib/actions/end_session.js" {
  export const confirm: Array<(ctx: never, next?: () => Promise<void>) => Promise<void>>;
}
