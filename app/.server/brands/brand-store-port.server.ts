import type { RouterContextProvider } from "react-router";
import type { BrandHistoryEntry } from "../../components/admin/brands/brand-history";
import type { Brand, BrandActor, BrandChange, BrandStatus } from "../../domain/tenancy/brand";
import { adminOtaFor } from "../auth/admin-access.server";
import { cloudflareContext } from "../context.server";
import { brandChanges, getBrand, listBrands, type SaveBrandInput, saveBrand } from "./brand-store.server";

export type { Brand as BrandRecord };

/** A value of the change log as one line: a list joined, an object as JSON, nothing as a dash. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "–";
  if (Array.isArray(value)) return value.map(shown).join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** What a save did, from its changed fields: created (no version before), a status change, or an edit. */
function actionOf(change: BrandChange, isFirst: boolean): BrandHistoryEntry["action"] {
  if (isFirst) return "created";
  const status = change.changes.find((field) => field.field === "status");
  if (!status) return "updated";
  const after = status.after as BrandStatus;
  if (after === "suspended") return "suspended";
  return status.before === "suspended" ? "resumed" : after === "live" ? "live" : "updated";
}

/** The change log as the history shows it: newest first, each field's values as text. */
export function historyOf(changes: readonly BrandChange[]): BrandHistoryEntry[] {
  return changes.map((change, index) => ({
    id: `${change.at}-${index}`,
    at: new Date(change.at).toISOString(),
    actor: change.actor.email,
    action: actionOf(change, index === changes.length - 1),
    changes: change.changes
      .filter((field) => field.field !== "status")
      .map((field) => ({ field: field.field, before: shown(field.before), after: shown(field.after) })),
  }));
}

/** The brand store (D1) of this request's Worker, as the brand pages use it. */
export function brandStore(context: Readonly<RouterContextProvider>) {
  const { env } = context.get(cloudflareContext);
  return {
    list: () => listBrands(env),
    get: (ibeUid: string) => getBrand(env, ibeUid),
    /** A save by the platform's admin: the OTA learns of the brand first (its token may put tenants). */
    save: (brand: SaveBrandInput, actor: BrandActor, expectedVersion?: number) =>
      saveBrand(env, brand, actor, expectedVersion, { inventory: adminOtaFor(context) }),
    /** A save that changes neither the brand's id nor its name (a brand admin's legal details). */
    saveDetails: (brand: SaveBrandInput, actor: BrandActor, expectedVersion: number) =>
      saveBrand(env, brand, actor, expectedVersion),
    history: async (ibeUid: string) => historyOf(await brandChanges(env, ibeUid)),
  };
}
