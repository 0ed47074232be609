import { createOtaClient, type OtaClient } from "./ota-client.server";

/** Base URL of the embedded inventory Worker behind the service binding (the host is not resolved). */
export const EMBEDDED_OTA_BASE_URL = "https://inventory.internal";

export type OtaEnv = {
  INVENTORY?: Fetcher;
  OTA_MODE?: string;
  OTA_BASE_URL?: string;
  OTA_API_KEY?: string;
};

const clients = new WeakMap<object, OtaClient>();

/**
 * The OTA client for this Worker's configuration: the embedded inventory Worker by default, or a
 * production OTA (OTA_MODE=production with OTA_BASE_URL and OTA_API_KEY). One client per env object.
 */
export function otaClientFor(env: OtaEnv): OtaClient {
  const cached = clients.get(env);
  if (cached) return cached;
  let client: OtaClient;
  if (env.OTA_MODE === "production") {
    if (!env.OTA_BASE_URL) throw new Error("OTA_MODE=production needs OTA_BASE_URL");
    client = createOtaClient({
      fetcher: { fetch: (input, init) => fetch(input, init) },
      baseUrl: env.OTA_BASE_URL,
      ...(env.OTA_API_KEY ? { apiKey: env.OTA_API_KEY } : {}),
    });
  } else {
    const binding = env.INVENTORY;
    if (!binding) throw new Error("The INVENTORY service binding is missing (embedded OTA)");
    client = createOtaClient({
      fetcher: { fetch: (input, init) => binding.fetch(input, init) },
      baseUrl: EMBEDDED_OTA_BASE_URL,
      ...(env.OTA_API_KEY ? { apiKey: env.OTA_API_KEY } : {}),
    });
  }
  clients.set(env, client);
  return client;
}
