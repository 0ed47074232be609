import { useEffect } from "react";
import { loadsTagManager } from "../../domain/analytics/consent";
import type { EcommerceEvent } from "../../domain/analytics/ecommerce-events";
import { useRootData } from "../layout/use-root-data";
import { pushEcommerceEvent } from "./data-layer";

/** Whether this page may push analytics events: the brand measures and the guest agreed. */
export function useMeasures(): boolean {
  const root = useRootData();
  return loadsTagManager(root.consent, root.tenant.gtmContainerId);
}

/**
 * Pushes a page's e-commerce event once per `key` (a new search, another apartment or stay), after
 * hydration and only with consent. `build` is not called at all without it.
 */
export function useEcommerceEvent(build: () => EcommerceEvent | null, key: string): void {
  const measures = useMeasures();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the event is the key's; build is a new closure each render
  useEffect(() => {
    if (!measures) return;
    const event = build();
    if (event) pushEcommerceEvent(event);
  }, [measures, key]);
}
