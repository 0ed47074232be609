import { createExecutionContext, env as rawEnv, waitOnExecutionContext } from "cloudflare:test";
import { importJWK, type JWK, SignJWT } from "jose";
import { OTA_ADMIN_AUDIENCE, OTA_PLATFORM_ADMIN_SCOPE, otaAdminScope } from "../../../shared/ota/admin-scopes";
import { findOffersResponseSchema } from "../../../shared/ota/find-offers";
import { otaPaths } from "../../../shared/ota/paths";
import type { Migration } from "../db/apply-migrations";
import type { InventoryEnv } from "../env";
import { handleRequest } from "../index";

/** The inventory Worker's bindings in tests (cloudflare:test types `env` as the app's Env). */
export const env = rawEnv as unknown as InventoryEnv & { TEST_MIGRATIONS: Migration[]; TEST_ADMIN_SIGNING_JWK: string };

/**
 * An admin token as the identity provider would issue it (client credentials, signed with the key
 * the Worker trusts in tests): the platform's by default, `tenant` for one tenant's; `claims` and
 * `key` change it for the refusal tests.
 */
export async function adminToken({
  tenant,
  claims = {},
  key = env.TEST_ADMIN_SIGNING_JWK,
}: {
  tenant?: string;
  claims?: Record<string, unknown>;
  key?: string;
} = {}): Promise<string> {
  const jwk = JSON.parse(key) as JWK;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: env.ADMIN_TOKEN_ISSUER,
    aud: OTA_ADMIN_AUDIENCE,
    iat: now,
    exp: now + 300,
    scope: tenant ? otaAdminScope(tenant) : OTA_PLATFORM_ADMIN_SCOPE,
    tenant: tenant ?? "quartier",
    client_id: `${tenant ?? "quartier"}-web`,
    ...claims,
  })
    .setProtectedHeader({ alg: "ES256", kid: jwk.kid ?? "inventory-test", typ: "at+jwt" })
    .sign(await importJWK(jwk, "ES256"));
}

/** The Authorization header of an admin call (adminToken's options). */
export async function adminHeaders(options: Parameters<typeof adminToken>[0] = {}): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await adminToken(options)}` };
}

/** Scale of the test seed: small enough to be quick, large enough for every kind of listing. */
export const TEST_SCALE = 600;

const BASE = "https://inventory.internal";

/** The execution contexts of the requests `api` made whose work after the answer is not yet awaited. */
const answered: ExecutionContext[] = [];

/** A request to the inventory Worker, in this isolate, with an execution context `keptAfterAnswers` waits on. */
export async function api(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(`${BASE}${path}`, {
    ...rest,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? "POST" } : {}),
  });
  const ctx = createExecutionContext();
  answered.push(ctx);
  return handleRequest(request, env, ctx);
}

/**
 * Waits until what the requests so far keep after their answers (the search store's deferred writes,
 * docs/decisions/0055, 0083) is written: a signal, not a timer.
 */
export async function keptAfterAnswers(): Promise<void> {
  for (const ctx of answered.splice(0)) await waitOnExecutionContext(ctx);
}

export async function apiJson<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}) {
  const response = await api(path, init);
  const body = (await response.json()) as T;
  return { status: response.status, body, headers: response.headers };
}

/** A date `days` after today (UTC), YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export type TypePick = {
  id: string;
  property_id: string;
  units: number;
  min_stay: number;
  max_stay: number;
  max_occupancy: number;
  lat: number;
  long: number;
  rate_plans: string;
  booking_mode: string;
};

/**
 * An apartment type matching `where` (SQL over t = apartment_types, p = properties) with no closed,
 * priced or unit-limited night and no booking between from and to, carried by `ibeUid`.
 */
export async function pickType(where: string, ibeUid: string, from: string, to: string, offset = 0): Promise<TypePick> {
  const row = await env.INVENTORY_DB.prepare(
    `SELECT t.id, t.property_id, t.units, t.min_stay, t.max_stay, t.max_occupancy, p.lat, p.long, p.rate_plans, t.booking_mode
     FROM apartment_types t JOIN properties p ON p.id = t.property_id
     JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
     WHERE ${where}
       AND NOT EXISTS (SELECT 1 FROM calendar_days d WHERE d.apartment_type_id = t.id AND d.date >= ?2 AND d.date < ?3
         AND (d.closed = 1 OR d.units IS NOT NULL OR d.price IS NOT NULL))
       AND NOT EXISTS (SELECT 1 FROM booking_nights bn WHERE bn.apartment_type_id = t.id AND bn.night >= ?2 AND bn.night < ?3)
     ORDER BY t.id LIMIT 1 OFFSET ?4`,
  )
    .bind(ibeUid, from, to, offset)
    .first<TypePick>();
  if (!row) throw new Error(`no apartment type for ${where}`);
  return row;
}

/** The brand that owns a house (its admins edit it). */
export async function ownerOf(propertyId: string): Promise<string> {
  const owner = await env.INVENTORY_DB.prepare("SELECT owner_ibe_uid FROM properties WHERE id = ?1")
    .bind(propertyId)
    .first<string>("owner_ibe_uid");
  return owner!;
}

export function ratePlanIds(type: TypePick): { id: string; code: string }[] {
  return JSON.parse(type.rate_plans) as { id: string; code: string }[];
}

export function bookingBody(type: TypePick, from: string, to: string, overrides: Record<string, unknown> = {}) {
  return {
    apartmentTypeId: type.id,
    ratePlanId: ratePlanIds(type)[0]!.id,
    from,
    to,
    guests: 1,
    guest: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    paymentMethod: "card",
    ...overrides,
  };
}

/** A statement closing an apartment type's night (a calendar_days row, kept with its restrictions). */
export function closeNight(db: D1Database, apartmentTypeId: string, date: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO calendar_days (apartment_type_id, date, closed) VALUES (?1, ?2, 1)
       ON CONFLICT (apartment_type_id, date) DO UPDATE SET closed = 1`,
    )
    .bind(apartmentTypeId, date);
}

/** A statement opening a night `closeNight` closed (its row goes when nothing else is set on it). */
export function openNight(db: D1Database, apartmentTypeId: string, date: string): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM calendar_days WHERE apartment_type_id = ?1 AND date = ?2 AND closed_to_arrival = 0
         AND closed_to_departure = 0 AND min_stay IS NULL AND units IS NULL AND price IS NULL`,
    )
    .bind(apartmentTypeId, date);
}

let searchNudge = 0;
/**
 * The listings of the first page found within `radius` km of `center` for a stay of two guests, each
 * search from a slightly other point (a new computation, never a kept result).
 */
export async function searchAround(
  ibeUid: string,
  center: { lat: number; long: number; address: string; radius: number },
  from: string,
  to: string,
) {
  searchNudge++;
  const params = {
    ibeUid,
    lat: center.lat + searchNudge * 0.00001,
    long: center.long,
    radius: center.radius,
    from,
    to,
    guests: 2,
    currency: "EUR",
    language: "en",
  };
  const res = await apiJson(otaPaths.findOffers(), {
    json: { params, pageProps: {}, options: { firstPage: { page: 1, pageSize: 10, address: center.address } } },
  });
  if (res.status !== 200) throw new Error(`find-offers answered ${res.status}`);
  return findOffersResponseSchema.parse(res.body).page!.listings;
}
