import { data } from "react-router";
import type { CustomerBooking } from "../../shared/ota/customer";
import type { Language } from "../../shared/tenancy/languages";
import { customerOf } from "../.server/account/customer.server";
import { adaptersOf } from "../.server/adapters.server";
import { requireUser } from "../.server/auth/session.server";
import { bookingPaths } from "../.server/booking/authorized-booking.server";
import { tenantContext } from "../.server/context.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { Alert } from "../components/ui/alert";
import { formatMoney } from "../domain/money/money";
import { formatStayDates } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/account.bookings";

export const headers = noStoreHeaders;
export const handle = { protectedPage: true };
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

type BookingItem = CustomerBooking & { href: string; changeHref: string };

/** My bookings: the traveller's upcoming and past stays at this brand (the OTA's listings field). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const result = await adaptersOf(context).ota.getMyBookings(tenant.ibeUid, customerOf(user), lng);
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { log: "account: bookings unavailable" });
    return data({ lng, upcoming: null, past: null }, { status });
  }
  // Each booking links to its manage page with the same signed link the confirmation mail carries.
  const withLink = (list: CustomerBooking[]): Promise<BookingItem[]> =>
    Promise.all(
      list.map(async (b) => {
        const paths = await bookingPaths(context, b.id, lng);
        return { ...b, href: paths.manage, changeHref: paths.change };
      }),
    );
  const { upcoming, past } = result.data.listings;
  return { lng, upcoming: await withLink(upcoming), past: await withLink(past) };
}

export default function AccountBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, upcoming, past } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="bookings-title" data-testid="account-bookings">
      <title>{t("account.bookings.metaTitle")}</title>
      <p className="text-sm">
        <a href={`/${lng}/account`} className="text-brand underline-offset-2 hover:underline">
          {t("account.title")}
        </a>
      </p>
      <h1 id="bookings-title" className="mt-1 text-2xl font-bold sm:text-3xl">
        {t("account.bookings.title")}
      </h1>
      {upcoming === null || past === null ? (
        <Alert variant="error" className="mt-6" title={t("account.bookings.unavailableTitle")}>
          <p>{t("account.bookings.unavailable")}</p>
        </Alert>
      ) : (
        <>
          <BookingList
            id="upcoming"
            title={t("account.bookings.upcoming")}
            bookings={upcoming}
            lng={lng}
            changeable
            empty={
              <p>
                {t("account.bookings.noUpcoming")}{" "}
                <a href={`/${lng}`} className="font-semibold text-brand underline-offset-2 hover:underline">
                  {t("account.bookings.findStay")}
                </a>
              </p>
            }
          />
          <BookingList
            id="past"
            title={t("account.bookings.past")}
            bookings={past}
            lng={lng}
            empty={<p>{t("account.bookings.noPast")}</p>}
          />
        </>
      )}
    </section>
  );
}

const STATUS_STYLE: Record<CustomerBooking["status"], string> = {
  confirmed: "bg-emerald-100 text-emerald-900",
  requested: "bg-amber-100 text-amber-900",
  cancelled: "bg-red-100 text-red-900",
};

function BookingList({
  id,
  title,
  bookings,
  lng,
  empty,
  changeable = false,
}: {
  id: string;
  title: string;
  bookings: BookingItem[];
  lng: Language;
  empty: React.ReactNode;
  /** Upcoming stays offer a change (the change page says when their terms do not allow one). */
  changeable?: boolean;
}) {
  const { t } = useT();
  return (
    <section className="mt-8" aria-labelledby={`${id}-title`} data-testid={`bookings-${id}`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {bookings.length === 0 ? (
        <div className="mt-3 rounded-xl border border-dashed border-black/20 p-5 text-ink/80" data-testid="empty">
          {empty}
        </div>
      ) : (
        <ul className="mt-3 grid gap-3">
          {bookings.map((booking) => (
            <li
              key={booking.id}
              className="rounded-xl border border-black/10 bg-white p-4 sm:p-5"
              data-testid="account-booking"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h3 className="font-semibold">{booking.apartmentName}</h3>
                  {(booking.apartments ?? 1) > 1 ? (
                    <p className="text-sm font-semibold" data-testid="more-apartments">
                      {t("account.bookings.moreApartments", { more: (booking.apartments ?? 1) - 1 })}
                    </p>
                  ) : null}
                  <p className="text-sm text-ink/75">
                    {booking.propertyName}, {booking.city}
                  </p>
                </div>
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[booking.status]}`}
                  data-testid="booking-status"
                >
                  {t(`manageBooking.status.${booking.status}`)}
                </span>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-semibold">{t("account.bookings.dates")}</dt>
                <dd data-testid="booking-dates">{formatStayDates(booking.from, booking.to, lng)}</dd>
                <dt className="font-semibold">{t("account.bookings.total")}</dt>
                <dd data-testid="booking-total">
                  {formatMoney({ amount: booking.total, currency: booking.currency }, intlLocale(lng))}
                </dd>
                <dt className="font-semibold">{t("account.bookings.reference")}</dt>
                <dd data-testid="booking-reference">{booking.reference}</dd>
              </dl>
              <a
                href={booking.href}
                className="mt-3 inline-block font-semibold text-brand underline-offset-2 hover:underline"
                aria-label={t("account.bookings.viewLabel", { reference: booking.reference })}
              >
                {t("account.bookings.view")}
              </a>
              {/* A booking of several apartments is not changed (decision 0142). */}
              {changeable && booking.status !== "cancelled" && (booking.apartments ?? 1) === 1 ? (
                <a
                  href={booking.changeHref}
                  className="mt-3 ml-4 inline-block font-semibold text-brand underline-offset-2 hover:underline"
                  data-testid="booking-change"
                >
                  {t("manageBooking.change.link")}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
