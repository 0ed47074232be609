import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "./context.server";
import type { OtaClient } from "./ota/ota-client.server";
import { otaClientFor } from "./ota/ota-config.server";
import { createPlacesProvider } from "./places/create-places-provider.server";
import type { PlacesProvider } from "./places/places-provider.server";

// One adapter instance per isolate and configuration: adapters hold no request state.
const placesByEnv = new WeakMap<object, PlacesProvider>();

/** The places adapter picked by configuration (embedded D1 data by default). */
export function placesFor(context: Readonly<RouterContextProvider>): PlacesProvider {
  const { env } = context.get(cloudflareContext);
  let provider = placesByEnv.get(env);
  if (!provider) {
    provider = createPlacesProvider(env);
    placesByEnv.set(env, provider);
  }
  return provider;
}

/** The OTA (embedded inventory Worker by default, or the production OTA by configuration). */
export function otaFor(context: Readonly<RouterContextProvider>): OtaClient {
  return otaClientFor(context.get(cloudflareContext).env);
}
