import type { z } from "zod";
import { memoisedFor } from "../../../shared/memoised";
import { type Tenant, tenantSchema } from "../../../shared/tenancy/tenant";
import type { Brand, BrandActor, BrandChange, BrandFieldChange, BrandStatus } from "../../domain/tenancy/brand";
import { brandFieldChanges } from "../../domain/tenancy/brand-field-changes";
import { isClaimableHost } from "../../domain/tenancy/resolve-tenant";
import { logger } from "../logger.server";
import type { OtaResult } from "../ota/ota-result";

/** The bindings the store reads: the app's D1 database (migrations/0005_brands.sql). */
export type BrandsEnv = { DB: D1Database };

/** How long an isolate keeps what it read for a host: a change shows everywhere within this (docs/decisions/0120). */
export const BRAND_COPY_LIFE_MS = 30_000;

export type SaveBrandInput = { tenant: Tenant; status: BrandStatus };

/** A save's outcome. The codes are i18n keys' last parts (`brands.errors.<code>`) the form can show. */
export type SaveBrandResult =
  | { ok: true; brand: Brand; changes: BrandFieldChange[] }
  /** The tenant does not pass tenantSchema (the form validates first; this is the store's own guard). */
  | { ok: false; code: "invalid"; issues: z.core.$ZodIssue[] }
  /** Hosts another brand answers on, or that start with `admin.` (the admin area of another host). */
  | { ok: false; code: "host_taken"; hosts: string[] }
  /** Someone saved the brand since this version was read (or created it, for a new one). */
  | { ok: false; code: "version_conflict"; currentVersion: number | null }
  /** The OTA could not be told of the brand (nothing was saved: a brand never answers before the OTA knows it). */
  | { ok: false; code: "inventory_unavailable"; status: number };

/** The OTA's side of a save: the platform admin's OTA client (adminOtaFor) has it. */
export type BrandInventory = {
  putTenant(ibeUid: string, request: { name: string }): Promise<OtaResult<unknown>>;
};

export type SaveBrandOptions = {
  /**
   * Told of the brand's ibeUid and name before the save is written, so its houses can be added and
   * it can sell. The admin's save passes it; the seed and tests that need no OTA leave it out.
   */
  inventory?: BrandInventory;
  /** The clock, for tests. */
  now?: number;
};

type BrandRow = {
  ibe_uid: string;
  status: BrandStatus;
  config: string;
  version: number;
  updated_at: number;
  updated_by: string;
};

type ChangeRow = { at: number; actor_id: string; actor_email: string; changes: string };

const BRAND_COLUMNS = "b.ibe_uid, b.status, b.config, b.version, b.updated_at, b.updated_by";

/** A stored row as a brand; a row that no longer passes the schema is logged and left out (never served). */
function brandOf(row: BrandRow): Brand | null {
  const parsed = tenantSchema.safeParse(JSON.parse(row.config));
  if (!parsed.success) {
    logger.error("brand store: a stored brand fails the tenant schema", { ibeUid: row.ibe_uid });
    return null;
  }
  return {
    tenant: parsed.data,
    status: row.status,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Every brand, by ibeUid. For the platform admin's list and the pages that name every brand. */
export async function listBrands(env: BrandsEnv): Promise<Brand[]> {
  const { results } = await env.DB.prepare(`SELECT ${BRAND_COLUMNS} FROM brands b ORDER BY b.ibe_uid`).all<BrandRow>();
  return results.map(brandOf).filter((brand): brand is Brand => brand !== null);
}

/** Every brand's ibeUid and name, whatever its status: the platform admin's brand filters and lists. */
export async function brandNames(env: BrandsEnv): Promise<{ ibeUid: string; name: string }[]> {
  return (await listBrands(env)).map(({ tenant }) => ({ ibeUid: tenant.ibeUid, name: tenant.name }));
}

export async function getBrand(env: BrandsEnv, ibeUid: string): Promise<Brand | null> {
  const row = await env.DB.prepare(`SELECT ${BRAND_COLUMNS} FROM brands b WHERE b.ibe_uid = ?`)
    .bind(ibeUid)
    .first<BrandRow>();
  return row ? brandOf(row) : null;
}

/** The hosts of `hosts` that another brand than `ibeUid` claims, or that no brand may claim. */
async function takenHosts(env: BrandsEnv, ibeUid: string, hosts: readonly string[]): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT host FROM brand_hosts WHERE host IN (SELECT value FROM json_each(?)) AND ibe_uid <> ?",
  )
    .bind(JSON.stringify(hosts), ibeUid)
    .all<{ host: string }>();
  return [...hosts.filter((host) => !isClaimableHost(host)), ...results.map((r) => r.host)].sort();
}

/**
 * Creates or updates a brand in one D1 batch: the brand row, its hosts and a change row with what
 * changed, who and when. `expectedVersion` is the version the form edited (none for a new brand); a
 * save that edited an older one gets `version_conflict` and writes nothing (the migration's trigger
 * aborts the batch). A host another brand claims gets `host_taken`, also when two saves race for it
 * (the host's primary key aborts the batch). This isolate forgets its copies, so the admin sees the
 * change at once; other isolates within BRAND_COPY_LIFE_MS. With `options.inventory`, the OTA learns of
 * the brand first (after the checks): when it cannot, nothing is saved (`inventory_unavailable`).
 */
export async function saveBrand(
  env: BrandsEnv,
  input: SaveBrandInput,
  actor: BrandActor,
  expectedVersion?: number,
  options: SaveBrandOptions = {},
): Promise<SaveBrandResult> {
  const now = options.now ?? Date.now();
  const parsed = tenantSchema.safeParse(input.tenant);
  if (!parsed.success) return { ok: false, code: "invalid", issues: parsed.error.issues };
  const tenant = parsed.data;
  const hosts = [...new Set(tenant.hosts)];
  const taken = await takenHosts(env, tenant.ibeUid, hosts);
  if (taken.length > 0) return { ok: false, code: "host_taken", hosts: taken };

  const current = await getBrand(env, tenant.ibeUid);
  if ((current?.version ?? undefined) !== expectedVersion) {
    return { ok: false, code: "version_conflict", currentVersion: current?.version ?? null };
  }
  if (options.inventory) {
    const told = await options.inventory.putTenant(tenant.ibeUid, { name: tenant.name });
    if (!told.ok) return { ok: false, code: "inventory_unavailable", status: told.status };
  }
  const version = (expectedVersion ?? 0) + 1;
  const changes = brandFieldChanges(current ? { status: current.status, ...current.tenant } : undefined, {
    status: input.status,
    ...tenant,
  });
  const config = JSON.stringify(tenant);
  const writeBrand = current
    ? env.DB.prepare(
        "UPDATE brands SET status = ?, config = ?, version = ?, updated_at = ?, updated_by = ? WHERE ibe_uid = ?",
      ).bind(input.status, config, version, now, actor.userId, tenant.ibeUid)
    : env.DB.prepare(
        "INSERT INTO brands (ibe_uid, status, config, version, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(tenant.ibeUid, input.status, config, version, now, actor.userId);
  try {
    await env.DB.batch([
      writeBrand,
      env.DB.prepare("DELETE FROM brand_hosts WHERE ibe_uid = ?").bind(tenant.ibeUid),
      env.DB.prepare("INSERT INTO brand_hosts (host, ibe_uid) SELECT value, ? FROM json_each(?)").bind(
        tenant.ibeUid,
        JSON.stringify(hosts),
      ),
      env.DB.prepare(
        "INSERT INTO brand_changes (ibe_uid, at, actor_id, actor_email, changes) VALUES (?, ?, ?, ?, ?)",
      ).bind(tenant.ibeUid, now, actor.userId, actor.email, JSON.stringify(changes)),
    ]);
  } catch (error) {
    const message = String(error);
    if (message.includes("brand_hosts.host")) {
      return { ok: false, code: "host_taken", hosts: await takenHosts(env, tenant.ibeUid, hosts) };
    }
    if (message.includes("brand_version_conflict") || message.includes("brands.ibe_uid")) {
      return {
        ok: false,
        code: "version_conflict",
        currentVersion: (await getBrand(env, tenant.ibeUid))?.version ?? null,
      };
    }
    throw error;
  }
  forgetBrandCopies();
  return {
    ok: true,
    brand: { tenant, status: input.status, version, updatedAt: now, updatedBy: actor.userId },
    changes,
  };
}

/** A brand's change log, newest first. */
export async function brandChanges(env: BrandsEnv, ibeUid: string): Promise<BrandChange[]> {
  const { results } = await env.DB.prepare(
    "SELECT at, actor_id, actor_email, changes FROM brand_changes WHERE ibe_uid = ? ORDER BY at DESC, id DESC",
  )
    .bind(ibeUid)
    .all<ChangeRow>();
  return results.map((row) => ({
    at: row.at,
    actor: { userId: row.actor_id, email: row.actor_email },
    changes: JSON.parse(row.changes) as BrandFieldChange[],
  }));
}

/**
 * What this isolate read per brand host (an unknown host is kept too, as null). More hosts than
 * any platform serves fit; past that the copies start afresh.
 */
const copies = memoisedFor<string, Promise<Brand | null>>(BRAND_COPY_LIFE_MS, 10_000);

/** Drops this isolate's copies: the next request of every host reads the store again. */
export function forgetBrandCopies(): void {
  copies.forget();
}

export type BrandForHostOptions = {
  /** The clock, for tests. */
  now?: number;
  /** How long a copy serves, at most BRAND_COPY_LIFE_MS (the configuration may shorten it). */
  lifeMs?: number;
};

/**
 * The brand that claims a brand host (without `admin.`), whatever its status, or null. The tenant
 * middleware asks on every request: one D1 read (the host joined to its brand) when this isolate has
 * no copy younger than the copy life, none otherwise. Concurrent requests share one read; a failed
 * read is not kept.
 */
export function brandForHost(
  env: BrandsEnv,
  brandHost: string,
  options: BrandForHostOptions = {},
): Promise<Brand | null> {
  const read = () =>
    env.DB.prepare(`SELECT ${BRAND_COLUMNS} FROM brand_hosts h JOIN brands b ON b.ibe_uid = h.ibe_uid WHERE h.host = ?`)
      .bind(brandHost)
      .first<BrandRow>()
      .then((row) => (row ? brandOf(row) : null));
  return copies(brandHost, read, options.now, Math.min(options.lifeMs ?? BRAND_COPY_LIFE_MS, BRAND_COPY_LIFE_MS));
}
