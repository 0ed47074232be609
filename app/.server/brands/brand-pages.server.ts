import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { Tenant } from "../../../shared/tenancy/tenant";
import type { PreviewPage } from "../../components/admin/brands/brand-preview";
import { BRAND_ASSET_KINDS, type BrandAssetKind } from "../../domain/brands/brand-asset";
import { brandFormSchema, brandOfForm } from "../../domain/brands/brand-form";
import type { CheckFailure } from "../../domain/brands/check-failure";
import { type LiveCheckContext, liveCheckFailures, saveCheckFailures } from "../../domain/brands/live-checks";
import { cityPathOf } from "../../domain/seo/city-path";
import { offerPath } from "../../domain/seo/offer-path";
import type { BrandActor, BrandStatus } from "../../domain/tenancy/brand";
import { parseWithSchema } from "../../forms/parse-with-schema";
import { noStoreHeaders } from "../../navigation/no-store-headers";
import { adaptersOf } from "../adapters.server";
import { type AdminAccess, type AdminForbidden, requireAdmin } from "../auth/admin-access.server";
import { cloudflareContext, configContext } from "../context.server";
import { getI18n, getLocale } from "../middleware/i18n.server";
import { storeBrandAsset } from "./brand-assets.server";
import { whenBrandGoesLive } from "./brand-go-live.server";
import { brandPreviewUrl } from "./brand-preview.server";
import { signInOutcomeOf } from "./brand-sign-in.server";
import { type BrandRecord, brandStore } from "./brand-store-port.server";
import { featuredCitiesOf } from "./featured-cities.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const E = "adminBrands.errors";

/** The brand pages are the platform admin's: a brand's admin gets the admin area's 403 page. */
export async function requirePlatformAdmin(args: Args): Promise<AdminAccess> {
  const access = await requireAdmin(args);
  if (!access.platform) {
    const title = getI18n(args.context).t("meta.adminTitle", { brand: access.tenant.name });
    throw data({ adminForbidden: true, title } satisfies AdminForbidden, { status: 403, headers: noStoreHeaders() });
  }
  return access;
}

/** Who made a change, as the change log records it. */
export const actorOf = (access: AdminAccess): BrandActor => ({ userId: access.user.sub, email: access.user.email });

/** Hosts the platform answers on itself (the payment sandbox, the identity provider): never a brand's. */
function platformHosts(context: Readonly<RouterContextProvider>): string[] {
  const config = context.get(configContext);
  const hostOf = (url: string | undefined) => (url ? new URL(url).hostname : null);
  const hosts = ["localhost", "payments.localhost", hostOf(config.PAYMENTS_PUBLIC_ORIGIN), hostOf(config.OIDC_ISSUER)];
  return [...new Set(hosts.filter((host): host is string => !!host))];
}

/** What the checks compare a brand with: every stored brand's hosts and the platform's. */
export async function checkContextFor(
  context: Readonly<RouterContextProvider>,
  stored: BrandRecord | null,
): Promise<LiveCheckContext> {
  const brands = await brandStore(context).list();
  return {
    stored: stored ? { ibeUid: stored.tenant.ibeUid, status: stored.status } : null,
    others: brands.map((brand) => ({
      ibeUid: brand.tenant.ibeUid,
      name: brand.tenant.name,
      hosts: brand.tenant.hosts,
    })),
    platformHosts: platformHosts(context),
  };
}

/** A refused brand form: the form's result (values kept), the checks that failed, the pictures it holds. */
export type BrandFormRefusal = {
  lastResult: SubmissionResult<string[]>;
  failures: CheckFailure[];
  /** The logo and favicon paths the form holds now (this post's uploads included), for the form to keep. */
  assets: Record<BrandAssetKind, string | null>;
};

/**
 * Saves the brand form (new: `stored` null): stores the uploads first (a refused file is a field
 * error; a stored one stays in the form even when the rest is refused), then parses, finds the featured
 * cities, runs the save checks (contrast, hosts, fixed id) and stores a draft or the brand's new
 * version. Refusals answer 400/409 with the values kept; success redirects to the brand's page.
 */
export async function saveBrandForm(args: Args, access: AdminAccess, stored: BrandRecord | null) {
  const { context } = args;
  const lng = getLocale(context);
  const formData = await args.request.formData();
  const assetOf = (kind: BrandAssetKind) => {
    const path = formData.get(kind);
    return typeof path === "string" && path !== "" ? path : null;
  };
  const refuse = (lastResult: SubmissionResult<string[]>, status: number, failures: CheckFailure[] = []) => {
    const assets = { logo: assetOf("logo"), favicon: assetOf("favicon") };
    return data({ lastResult, failures, assets } satisfies BrandFormRefusal, { status });
  };
  // A stored brand keeps its id (the store's key); a live one posting another is refused by the checks.
  if (stored?.status === "draft") formData.set("ibeUid", stored.tenant.ibeUid);
  const ibeUid =
    stored?.tenant.ibeUid ??
    String(formData.get("ibeUid") ?? "")
      .trim()
      .toLowerCase();
  const uploadErrors: Record<string, string[]> = {};
  for (const kind of BRAND_ASSET_KINDS) {
    const file = formData.get(`${kind}File`);
    formData.delete(`${kind}File`);
    if (!(file instanceof File) || file.size === 0) continue;
    if (!/^[a-z0-9-]{1,40}$/.test(ibeUid)) continue; // the id's own error says what to fix first
    const saved = await storeBrandAsset(context.get(cloudflareContext).env.BRAND_ASSETS, ibeUid, kind, file);
    if ("path" in saved) formData.set(kind, saved.path);
    else uploadErrors[`${kind}File`] = [`${E}.upload.${saved.problem}`];
  }
  const submission = parseWithSchema(formData, brandFormSchema);
  if (submission.status !== "success") return refuse(submission.reply({ fieldErrors: uploadErrors }), 400);
  if (Object.keys(uploadErrors).length > 0) return refuse(submission.reply({ fieldErrors: uploadErrors }), 400);
  const form = submission.value;
  const found = await featuredCitiesOf(
    adaptersOf(context).places,
    form.featuredCities,
    stored?.tenant.featuredCities ?? [],
    lng,
  );
  if ("notFound" in found)
    return refuse(submission.reply({ fieldErrors: { featuredCities: [`${E}.cityNotFound`] } }), 400);
  const brand = brandOfForm(form, found.cities, stored?.tenant ?? null);
  const checkContext = await checkContextFor(context, stored);
  if (!stored && checkContext.others.some((other) => other.ibeUid === brand.ibeUid))
    return refuse(submission.reply({ fieldErrors: { ibeUid: [`${E}.ibeUidTaken`] } }), 409);
  const failures = saveCheckFailures(brand, checkContext);
  if (failures.length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const failure of failures)
      fieldErrors[failure.field] = [...(fieldErrors[failure.field] ?? []), failure.message];
    return refuse(submission.reply({ fieldErrors, formErrors: [`${E}.checksFailed`] }), 400, failures);
  }
  const saved = await saveOrConflict(context, brand, stored?.status ?? "draft", actorOf(access), stored);
  if (saved !== "saved")
    return refuse(submission.reply({ formErrors: [`${E}.${saved}`] }), saved === "failed" ? 503 : 409);
  return redirect(`/${lng}/admin/brands/${encodeURIComponent(brand.ibeUid)}?done=${stored ? "saved" : "created"}`, 303);
}

/** Stores a brand; a taken host or a version someone else saved first is a conflict, not a failure. */
async function saveOrConflict(
  context: Readonly<RouterContextProvider>,
  tenant: Tenant,
  status: BrandStatus,
  actor: BrandActor,
  stored: BrandRecord | null,
): Promise<"saved" | "stale" | "hostTaken" | "failed"> {
  const saved = await brandStore(context).save({ tenant, status }, actor, stored?.version);
  if (saved.ok) return "saved";
  if (saved.code === "version_conflict") return "stale";
  if (saved.code === "host_taken") return "hostTaken";
  if (saved.code === "inventory_unavailable") return "failed";
  // The form's schema and checks ran first: a tenant the store's schema refuses is a bug of ours.
  throw new Error(
    `brand store refused a checked brand: ${saved.issues.map((issue) => issue.path.join(".")).join(", ")}`,
  );
}

/**
 * Going live, suspending and resuming: going live and resuming run every live check first (400 with the
 * failures), going live calls the identity and host-name hook. Redirects to the brand's page.
 */
export async function changeBrandStatus(
  args: Args,
  access: AdminAccess,
  stored: BrandRecord,
  intent: "goLive" | "suspend" | "resume",
) {
  const { context } = args;
  const lng = getLocale(context);
  if (intent !== "suspend") {
    const failures = liveCheckFailures(stored.tenant, await checkContextFor(context, stored));
    if (failures.length > 0) return data({ statusRefused: true, failures, formError: null }, { status: 400 });
  }
  const status: BrandStatus = intent === "suspend" ? "suspended" : "live";
  const saved = await saveOrConflict(context, stored.tenant, status, actorOf(access), stored);
  if (saved !== "saved")
    return data({ statusRefused: true, failures: [], formError: `${E}.${saved}` }, { status: 409 });
  const page = `/${lng}/admin/brands/${encodeURIComponent(stored.tenant.ibeUid)}`;
  if (intent === "goLive") {
    const launch = await whenBrandGoesLive(context, stored.tenant, args.request.url, actorOf(access));
    // The page reads the hosts again itself; what happened at the provider only this redirect can say.
    return redirect(`${page}?done=live&signIn=${signInOutcomeOf(launch.identity)}`, 303);
  }
  return redirect(`${page}?done=${intent === "suspend" ? "suspended" : "resumed"}`, 303);
}

/**
 * The preview links of a brand: its home page and its first featured city's page, on the brand's local
 * host (or its first) at this request's scheme and port; a brand that is not live gets signed preview
 * links (brand-preview.server.ts), which is what lets it answer at all.
 */
export async function previewPagesOf(args: Args, stored: BrandRecord): Promise<{ page: PreviewPage; url: string }[]> {
  const { tenant } = stored;
  const here = new URL(args.request.url);
  const host = tenant.hosts.find((h) => h.endsWith(".localhost")) ?? tenant.hosts[0];
  if (!host) return [];
  const locale = getLocale(args.context);
  const lng = tenant.languages.includes(locale) ? locale : tenant.defaultLanguage;
  const origin = `${here.protocol}//${host}${here.port ? `:${here.port}` : ""}`;
  const secret = args.context.get(configContext).SESSION_SECRET;
  const link = (path: string) =>
    stored.status === "live"
      ? Promise.resolve(new URL(path, origin).toString())
      : brandPreviewUrl({ secret, ibeUid: tenant.ibeUid, origin, path });
  const city = tenant.featuredCities[0];
  // The apartment page needs an apartment the brand sells; a new brand has none until its houses come.
  const apartments = await adaptersOf(args.context).ota.listApartmentIds(tenant.ibeUid, { limit: 1 });
  const apartment = apartments.ok ? apartments.data.apartmentTypeIds[0] : undefined;
  return [
    { page: "home" as const, url: await link(`/${lng}/`) },
    ...(city ? [{ page: "search" as const, url: await link(cityPathOf(city, lng)) }] : []),
    ...(apartment ? [{ page: "apartment" as const, url: await link(offerPath(lng, apartment)) }] : []),
  ];
}
