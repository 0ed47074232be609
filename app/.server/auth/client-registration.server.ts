import { z } from "zod";
import { type AppOrigin, type BrandForRegistration, clientMetadataFor } from "../../domain/auth/client-registration";
import { logger } from "../logger.server";
import { AuthError } from "./auth-error.server";
import type { BrandClient, BrandClients } from "./brand-clients.server";
import { type IdentityHttp, registrationCall } from "./identity-http.server";
import { discoverProvider } from "./oidc-discovery.server";

/**
 * Registers a brand's OpenID Connect client at its provider when the brand goes live (docs/decisions/0124):
 * Dynamic Client Registration (RFC 7591) at the discovery document's `registration_endpoint` with the
 * app's initial access token (`OIDC_REGISTRATION_TOKEN`), or, when the brand already has a registered
 * client, an update of that one (RFC 7592, with its registration access token): never a second client.
 * The client id goes into the brand's identity, the secret into `brand_oidc_clients` (sealed). A
 * provider without registration: the platform admin types the client in (`saveManualBrandClient`).
 */
export type BrandClientRegistration =
  | { outcome: "registered" | "updated"; clientId: string }
  /** A client typed in by hand, or one the provider does not let us update, is kept as it is. */
  | { outcome: "kept"; clientId: string }
  /** The provider offers no registration: the admin types client id and secret into the brand's form. */
  | { outcome: "manual-needed" }
  | { outcome: "failed"; reason: "unconfigured" | "unreachable" | "refused" | "invalid-answer"; status?: number };

export type RegistrationDeps = {
  issuer: string | undefined;
  /** The initial access token; a provider with open registration needs none. */
  initialAccessToken: string | undefined;
  http: IdentityHttp;
  clients: BrandClients;
};

const registrationAnswerSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1).optional(),
  registration_access_token: z.string().min(1).optional(),
  registration_client_uri: z.url().optional(),
});
type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** The stored client after an answer: a PUT may leave out the secret and the token, which then stay. */
function clientFrom(ibeUid: string, answer: RegistrationAnswer, before: BrandClient | null): BrandClient | null {
  const clientSecret = answer.client_secret ?? before?.clientSecret;
  if (!clientSecret) return null;
  const token = answer.registration_access_token ?? before?.management?.token;
  const uri = answer.registration_client_uri ?? before?.management?.uri;
  return {
    ibeUid,
    clientId: answer.client_id,
    clientSecret,
    ...(token && uri ? { management: { uri, token } } : {}),
    source: "registered",
  };
}

function failure(status: number, code: string | undefined): BrandClientRegistration {
  if (code === "timeout" || code === "network_error") return { outcome: "failed", reason: "unreachable" };
  if (code === "invalid_response") return { outcome: "failed", reason: "invalid-answer" };
  return { outcome: "failed", reason: "refused", status };
}

export async function registerBrandClient(
  deps: RegistrationDeps,
  brand: BrandForRegistration,
  origin: AppOrigin,
): Promise<BrandClientRegistration> {
  if (!deps.issuer) return { outcome: "failed", reason: "unconfigured" };
  const before = await deps.clients.get(brand.ibeUid);
  // Typed in by hand, or registered where the provider offers no management (RFC 7592): a second
  // registration would make a second client, so the one there is kept (and changed at the provider).
  if (before && !before.management) return { outcome: "kept", clientId: before.clientId };
  const metadata = clientMetadataFor(brand, origin);

  if (before?.management) {
    const updated = await registrationCall(
      deps.http,
      {
        method: "PUT",
        url: before.management.uri,
        body: { ...metadata, client_id: before.clientId },
        token: before.management.token,
      },
      registrationAnswerSchema,
    );
    if (updated.ok) return store(deps, brand, updated.data, before, "updated");
    // Anything but "this registration is gone" (the provider lost it, or revoked the token) stops here.
    if (updated.status !== 401 && updated.status !== 404) {
      logger.warn("client registration update failed", { tenant: brand.ibeUid, status: updated.status });
      return failure(updated.status, updated.code);
    }
  }

  let endpoint: string | undefined;
  try {
    endpoint = (await discoverProvider(deps.issuer, deps.http)).registration_endpoint;
  } catch (error) {
    if (error instanceof AuthError) return { outcome: "failed", reason: "unreachable" };
    throw error;
  }
  if (!endpoint) return { outcome: "manual-needed" };
  const created = await registrationCall(
    deps.http,
    { method: "POST", url: endpoint, body: metadata, token: deps.initialAccessToken },
    registrationAnswerSchema,
  );
  if (!created.ok) {
    logger.warn("client registration failed", { tenant: brand.ibeUid, status: created.status, code: created.code });
    return failure(created.status, created.code);
  }
  return store(deps, brand, created.data, null, "registered");
}

async function store(
  deps: RegistrationDeps,
  brand: BrandForRegistration,
  answer: RegistrationAnswer,
  before: BrandClient | null,
  outcome: "registered" | "updated",
): Promise<BrandClientRegistration> {
  const client = clientFrom(brand.ibeUid, answer, before);
  // A confidential client without a secret cannot sign in or get an admin token.
  if (!client) return { outcome: "failed", reason: "invalid-answer" };
  await deps.clients.put(client);
  return { outcome, clientId: client.clientId };
}

/** A client typed in by the platform admin, for a provider without registration (the brand form's fields). */
export const manualBrandClientSchema = z.object({
  // Message keys: the brand page shows them translated.
  clientId: z
    .string({ error: "adminBrands.errors.clientId" })
    .trim()
    .min(1, "adminBrands.errors.clientId")
    .max(255, "adminBrands.errors.tooLong"),
  clientSecret: z
    .string({ error: "adminBrands.errors.clientSecret" })
    .min(1, "adminBrands.errors.clientSecret")
    .max(1024, "adminBrands.errors.tooLong"),
});

export async function saveManualBrandClient(
  clients: BrandClients,
  ibeUid: string,
  input: z.infer<typeof manualBrandClientSchema>,
): Promise<void> {
  await clients.put({ ibeUid, clientId: input.clientId, clientSecret: input.clientSecret, source: "manual" });
}
