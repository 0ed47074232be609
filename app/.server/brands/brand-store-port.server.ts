import type { RouterContextProvider } from "react-router";
import type { BrandHistoryEntry } from "../../components/admin/brands/brand-history";
import { cloudflareContext } from "../context.server";
import { brandChanges, getBrand, listBrands, saveBrand } from "./brand-store.server";

export { HostTakenError, StaleBrandError } from "./brand-store.server";

/** A stored brand as the brand pages read it. */
export type BrandRecord = NonNullable<Awaited<ReturnType<typeof getBrand>>>;

/** The brand store (D1) of this request's Worker, as the brand pages use it. */
export function brandStore(context: Readonly<RouterContextProvider>) {
  const { env } = context.get(cloudflareContext);
  return {
    list: () => listBrands(env),
    get: (ibeUid: string) => getBrand(env, ibeUid),
    save: (brand: Parameters<typeof saveBrand>[1], actor: string, expectedVersion?: number) =>
      saveBrand(env, brand, actor, expectedVersion),
    changes: async (ibeUid: string): Promise<BrandHistoryEntry[]> => brandChanges(env, ibeUid),
  };
}
