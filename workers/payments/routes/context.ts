import type { PaymentsEnv } from "../env";
import type { AllowedOrigins } from "../http/origins";

export type RequestContext = {
  env: PaymentsEnv;
  url: URL;
  now: Date;
  allowed: AllowedOrigins;
  ttl: number;
};

export type RouteParams = Record<string, string>;
export type Handler = (request: Request, params: RouteParams, context: RequestContext) => Promise<Response>;
