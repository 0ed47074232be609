import { useRouteError, useRouteLoaderData } from "react-router";
import { type RootData, rootDataOfError } from "../../navigation/root-data";

/** The root loader's data (tenant, language, currency, consent): present on every page with a tenant. */
export function useRootData(): RootData {
  const error = useRouteError();
  // A 404 thrown before the loaders ran carries the root's data (routes/language-layout.tsx).
  const data = (useRouteLoaderData("root") as RootData | undefined) ?? rootDataOfError(error);
  if (!data) throw new Error("useRootData used outside a tenant page");
  return data;
}
