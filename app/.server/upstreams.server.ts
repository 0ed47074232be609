import type { RouterContextProvider } from "react-router";
import { adaptersContext } from "./context.server";
import type { OtaClient } from "./ota/ota-client.server";
import type { PaymentsClient } from "./payments/payments-client.server";
import type { PlacesProvider } from "./places/places-provider.server";

/** The places adapter picked by configuration (embedded D1 data by default). */
export function placesFor(context: Readonly<RouterContextProvider>): PlacesProvider {
  return context.get(adaptersContext).places;
}

/** The OTA (embedded inventory Worker by default, or the production OTA by configuration). */
export function otaFor(context: Readonly<RouterContextProvider>): OtaClient {
  return context.get(adaptersContext).ota;
}

/** The payment service (the embedded sandbox by default, or a remote one by configuration). */
export function paymentsFor(context: Readonly<RouterContextProvider>): PaymentsClient {
  return context.get(adaptersContext).payments;
}
