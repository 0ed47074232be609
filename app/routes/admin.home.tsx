import { data } from "react-router";
import type { AdminDashboard, DashboardPeriod, DashboardStay } from "../../shared/ota/admin-dashboard";
import type { Language } from "../../shared/tenancy/tenant";
import { funnelCountsByBrand } from "../.server/analytics/funnel-counts.server";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { brandNames } from "../.server/brands/brand-store.server";
import { cloudflareContext } from "../.server/context.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { type FunnelData, FunnelSection } from "../components/admin/funnel-section";
import { Alert } from "../components/ui/alert";
import { funnelPeriodOf, funnelRange, NO_COUNTS } from "../domain/analytics/funnel";
import { formatMoney } from "../domain/money/money";
import { formatDate, formatNumber } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/admin.home";

/**
 * `/:lng/admin`: the dashboard. Today's arrivals and departures, bookings and revenue of the last 7 and
 * 30 days, open enquiries and unread messages, from one OTA admin call (the platform admin's: every brand).
 */
export async function loader(args: Route.LoaderArgs) {
  const { tenant, platform } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const title = getI18n(args.context).t("meta.adminTitle", { brand: tenant.name });
  const { env } = args.context.get(cloudflareContext);
  const [result, funnel] = await Promise.all([
    adminOtaFor(args.context).getAdminDashboard(platform ? null : tenant.ibeUid),
    funnelOf(env, new URL(args.request.url).searchParams.get("days"), platform ? null : tenant),
  ]);
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { log: "admin: dashboard unavailable" });
    return data({ title, lng, platform, brands: {}, dashboard: null, funnel }, { status });
  }
  // The platform admin's lists name each stay's brand.
  const brands: Record<string, string> = platform
    ? Object.fromEntries((await brandNames(env)).map((b) => [b.ibeUid, b.name]))
    : {};
  return { title, lng, platform, brands, dashboard: result.data, funnel };
}

/** The funnel of the chosen period (30 days unless asked): the operator's brand, or every brand. */
async function funnelOf(
  env: Env,
  days: string | null,
  own: { ibeUid: string; name: string } | null,
): Promise<FunnelData> {
  const period = funnelPeriodOf(days);
  const range = funnelRange(new Date().toISOString().slice(0, 10), period);
  const counts = await funnelCountsByBrand(env.DB, range, own?.ibeUid ?? null);
  const named = own ? [own] : await brandNames(env);
  return {
    days: period,
    ...range,
    brands: named.map(({ ibeUid, name }) => ({ ibeUid, name, counts: counts[ibeUid] ?? NO_COUNTS })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

const TILE = "rounded-md border border-black/10 bg-white p-4";

function StayList({
  id,
  title,
  empty,
  stays,
  lng,
  brands,
}: {
  id: string;
  title: string;
  empty: string;
  stays: AdminDashboard["arrivals"];
  lng: Language;
  brands: Record<string, string>;
}) {
  const { t } = useT();
  const more = stays.total - stays.items.length;
  return (
    <section aria-labelledby={id} className={TILE} data-testid={id}>
      <h2 id={id} className="text-lg font-bold">
        {title} <span className="font-normal text-ink/70">({formatNumber(stays.total, lng)})</span>
      </h2>
      {stays.items.length === 0 ? (
        <p className="mt-2 text-ink/80">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-black/10">
          {stays.items.map((stay) => (
            <StayItem key={stay.bookingId} stay={stay} lng={lng} brands={brands} />
          ))}
        </ul>
      )}
      {more > 0 ? <p className="mt-2 text-sm text-ink/80">{t("admin.dashboard.more", { count: more })}</p> : null}
    </section>
  );
}

function StayItem({ stay, lng, brands }: { stay: DashboardStay; lng: Language; brands: Record<string, string> }) {
  const { t } = useT();
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
      <span>
        <a
          href={`/${lng}/admin/bookings/${encodeURIComponent(stay.bookingId)}`}
          className="font-semibold text-brand underline-offset-2 hover:underline"
        >
          {stay.guestName}
        </a>{" "}
        <span className="text-sm text-ink/70">{stay.reference}</span>
      </span>
      <span className="text-sm text-ink/80">
        {[
          brands[stay.ibeUid] ?? null,
          stay.propertyName,
          t("admin.dashboard.nights", { count: stay.nights }),
          t("admin.dashboard.guests", { count: stay.guests }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </span>
    </li>
  );
}

function PeriodTile({ period, lng }: { period: DashboardPeriod; lng: Language }) {
  const { t } = useT();
  const id = `admin-period-${period.days}`;
  return (
    <section aria-labelledby={id} className={TILE} data-testid={id}>
      <h3 id={id} className="font-bold">
        {t("admin.dashboard.period", { days: period.days })}
      </h3>
      <p className="text-sm text-ink/70">
        {t("admin.dashboard.periodRange", { from: formatDate(period.from, lng), to: formatDate(period.to, lng) })}
      </p>
      <p className="mt-2 text-2xl font-black" data-testid={`${id}-bookings`}>
        {t("admin.dashboard.bookings", { count: period.bookings })}
      </p>
      {period.cancelled > 0 ? (
        <p className="text-sm text-ink/80">{t("admin.dashboard.cancelled", { count: period.cancelled })}</p>
      ) : null}
      <p className="mt-2 text-sm font-semibold">{t("admin.dashboard.revenue")}</p>
      {period.revenue.length === 0 ? (
        <p className="text-ink/80">{t("admin.dashboard.noRevenue")}</p>
      ) : (
        <ul data-testid={`${id}-revenue`}>
          {period.revenue.map((money) => (
            <li key={money.currency} className="font-semibold tabular-nums">
              {formatMoney(money, intlLocale(lng))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CountTile({
  id,
  label,
  value,
  href,
  lng,
}: {
  id: string;
  label: string;
  value: number | null;
  href: string;
  lng: Language;
}) {
  const { t } = useT();
  return (
    <a href={href} className={`${TILE} block hover:border-brand`} data-testid={id}>
      <span className="block text-sm font-semibold">{label}</span>
      {value === null ? (
        <span className="mt-1 block text-ink/70">{t("admin.dashboard.notCounted")}</span>
      ) : (
        <span className="mt-1 block text-3xl font-black text-brand">{formatNumber(value, lng)}</span>
      )}
    </a>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, platform, brands, dashboard, funnel } = loaderData;
  return (
    <div data-testid="admin-dashboard">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("admin.dashboard.title")}</h1>
      {platform ? <p className="mt-1 text-ink/80">{t("admin.dashboard.allBrands")}</p> : null}
      {dashboard === null ? (
        <Alert variant="error" className="mt-4">
          {t("admin.dashboard.unavailable")}
        </Alert>
      ) : (
        <>
          <p className="mt-1 text-ink/80" data-testid="admin-today">
            {t("admin.dashboard.today", { date: formatDate(dashboard.today, lng) })}
          </p>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <StayList
              id="admin-arrivals"
              title={t("admin.dashboard.arrivals")}
              empty={t("admin.dashboard.noArrivals")}
              stays={dashboard.arrivals}
              lng={lng}
              brands={brands}
            />
            <StayList
              id="admin-departures"
              title={t("admin.dashboard.departures")}
              empty={t("admin.dashboard.noDepartures")}
              stays={dashboard.departures}
              lng={lng}
              brands={brands}
            />
          </div>
          <section aria-labelledby="admin-figures" className="mt-8">
            <h2 id="admin-figures" className="text-lg font-bold">
              {t("admin.dashboard.figures")}
            </h2>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {dashboard.periods.map((period) => (
                <PeriodTile key={period.days} period={period} lng={lng} />
              ))}
            </div>
          </section>
          <section aria-labelledby="admin-desk" className="mt-8">
            <h2 id="admin-desk" className="text-lg font-bold">
              {t("admin.dashboard.desk")}
            </h2>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <CountTile
                id="admin-open-enquiries"
                label={t("admin.dashboard.openEnquiries")}
                value={dashboard.openEnquiries}
                href={`/${lng}/admin/enquiries`}
                lng={lng}
              />
              <CountTile
                id="admin-unread-messages"
                label={t("admin.dashboard.unreadMessages")}
                value={dashboard.unreadMessages}
                href={`/${lng}/admin/messages`}
                lng={lng}
              />
            </div>
          </section>
        </>
      )}
      <FunnelSection funnel={funnel} lng={lng} />
    </div>
  );
}
