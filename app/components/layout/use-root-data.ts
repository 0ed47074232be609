import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/navigation/root-data";

/** The root loader's data (tenant, language, currency, consent): present on every page with a tenant. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useRootData used outside a tenant page");
  return data;
}
