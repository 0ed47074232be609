import { serviceName } from "../../shared/catalogue";
import type { BookingItem } from "../../shared/ota/booking";
import type { StayPrice } from "../../shared/ota/listing";
import { authorizedBooking } from "../.server/booking/authorized-booking.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { BankTransferDetailsBox } from "../components/booking/bank-transfer-details";
import { PrintButton } from "../components/booking/print-button";
import { accommodationLabel, accommodationRows } from "../domain/booking/accommodation-rows";
import { bankTransferDetails } from "../domain/booking/bank-transfer";
import { hasSeveralItems, isActiveItem, itemName } from "../domain/booking/booking-items";
import { cancellationText } from "../domain/booking/cancellation-text";
import { voucherRow } from "../domain/booking/voucher-row";
import { formatMoney } from "../domain/money/money";
import { paymentMethodNameKey } from "../domain/payments/payment-method-name";
import { formatDate, formatStayDates } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/booking-receipt";

export const headers = noStoreHeaders;

/**
 * A print-friendly receipt of a booking, behind the manage link's token like the manage page. It works
 * without JavaScript (the browser's print); the Print button is an enhancement. No card data: the
 * payment method by name only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const lng = getLocale(context);
  const { tenant, booking } = await authorizedBooking(context, params.bookingId, token, lng);
  const serviceNames = Object.fromEntries(
    booking.items
      .flatMap((item) => item.price.lines)
      .filter((line) => line.code === "extraService" && line.serviceId)
      .map((line) => [line.serviceId, serviceName(line.serviceId ?? "", lng)]),
  ) as Record<string, string>;
  return {
    lng,
    token: token ?? "",
    booking,
    serviceNames,
    operator: { brand: tenant.name, ...tenant.operator, country: tenant.operator.country[lng] ?? "" },
    contact: tenant.contact,
    bankTransfer: bankTransferDetails(booking, { tenant: tenant.bankAccount }),
  };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { booking, lng, token, operator } = loaderData;
  const money = (amount: number) => formatMoney({ amount, currency: booking.currency }, intlLocale(lng), {});
  const policy = cancellationText(booking.cancellation.policy, booking.price.nights);
  const a = booking.address;
  const several = hasSeveralItems(booking);
  const facts = (
    [
      ["booking-reference", t("mail.confirmation.reference"), booking.reference],
      ["status", t("receipt.status"), t(`manageBooking.status.${booking.status}`)],
      ["booked", t("receipt.bookedOn"), formatDate(booking.createdAt.slice(0, 10), lng)],
      [
        "guest",
        t("receipt.guest"),
        [`${booking.guest.firstName} ${booking.guest.lastName}`, booking.guest.company, booking.guest.email]
          .filter(Boolean)
          .join(" · "),
      ],
      ["apartment", t("mail.confirmation.apartment"), itemName(booking)],
      ["address", t("mail.confirmation.address"), `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}`],
      [
        "dates",
        t("mail.confirmation.dates"),
        `${formatStayDates(booking.from, booking.to, lng)} · ${t("receipt.nights", { count: booking.price.nights })}`,
      ],
      ["guests", t("mail.confirmation.guests"), String(booking.guests)],
      ["payment", t("mail.confirmation.payment"), t(paymentMethodNameKey(booking.paymentMethod))],
      ["cancellation", t("mail.confirmation.cancellation"), t(policy.key, policy.values)],
    ] as [string, string, string][]
  ).filter(([id]) => !several || !PER_ITEM_FACTS.has(id));
  // A stay's price lines: accommodation, then fees and extras.
  const linesOf = (price: StayPrice): [string, string, number][] => [
    ...accommodationRows(price, t, money, accommodationLabel(price, t)).map((row): [string, string, number] => [
      row.id,
      row.label,
      row.amount,
    ]),
    ...price.lines.map((line, index): [string, string, number] => [
      `${line.code}-${index}`,
      line.code === "extraService"
        ? (loaderData.serviceNames[line.serviceId ?? ""] ?? t("offer.fees.extraService"))
        : t(`offer.fees.${line.code}`),
      line.amount,
    ]),
  ];
  const voucher = voucherRow(booking.price, t, money);
  const lines = linesOf(booking.price);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0" data-testid="receipt" data-print-page>
      <title>{t("receipt.metaTitle", { reference: booking.reference })}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t("receipt.title")}</h1>
          <p className="font-mono text-lg" data-testid="receipt-reference">
            {booking.reference}
          </p>
        </div>
        <div className="flex flex-wrap gap-3 print:hidden">
          <PrintButton />
          <a
            href={`/${lng}/bookings/${encodeURIComponent(booking.id)}?${new URLSearchParams({ token })}`}
            className="rounded-md border border-ink/30 px-4 py-2 font-semibold"
          >
            {t("receipt.back")}
          </a>
        </div>
      </header>

      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr]">
        {facts.map(([id, label, value]) => (
          <div key={id} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd data-testid={`receipt-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="receipt-price" className="mt-6">
        <h2 id="receipt-price" className="text-lg font-bold">
          {t("receipt.price")}
        </h2>
        <table className="mt-2 w-full text-left" data-testid="receipt-price-table">
          {several ? (
            booking.items.map((item) => (
              <ReceiptItemRows key={item.itemId} item={item} linesOf={linesOf} money={money} />
            ))
          ) : (
            <tbody>
              <PriceLineRows lines={lines} money={money} />
              {voucher ? (
                <tr className="border-b border-black/10">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {voucher.label}
                  </th>
                  <td className="py-1.5 text-right tabular-nums" data-testid="receipt-voucher">
                    {voucher.value}
                  </td>
                </tr>
              ) : null}
            </tbody>
          )}
          <tbody>
            <tr>
              <th scope="row" className="py-2 pr-4 font-bold">
                {t("offer.total")}
              </th>
              <td className="py-2 text-right font-bold tabular-nums" data-testid="receipt-total">
                {money(several ? booking.total.amount : booking.price.total)}
              </td>
            </tr>
          </tbody>
        </table>
        <p className="mt-1 text-sm text-ink/70">{t("receipt.taxesIncluded")}</p>
      </section>

      {loaderData.bankTransfer ? <BankTransferDetailsBox details={loaderData.bankTransfer} lng={lng} /> : null}

      <footer className="mt-8 border-t border-black/10 pt-4 text-sm text-ink/80">
        <p className="font-semibold">{t("receipt.operator")}</p>
        <p>
          {operator.company}, {operator.street}, {operator.postcode} {operator.city}, {operator.country}
        </p>
        <p>
          {operator.vatId} · {operator.register}
        </p>
        <p>
          {loaderData.contact.email} · {loaderData.contact.phone}
        </p>
      </footer>
    </article>
  );
}

const cell = "py-1.5 text-right tabular-nums";

/** Facts of a booking of one apartment that a booking of several shows per apartment instead. */
const PER_ITEM_FACTS = new Set(["apartment", "address", "guests", "cancellation"]);

function PriceLineRows({ lines, money }: { lines: [string, string, number][]; money: (amount: number) => string }) {
  return lines.map(([id, label, amount]) => (
    <tr key={id} className="border-b border-black/10">
      <th scope="row" className="py-1.5 pr-4 font-normal">
        {label}
      </th>
      <td className={cell}>{money(amount)}</td>
    </tr>
  ));
}

/**
 * One apartment of a booking of several (decision 0142): its name, guests and terms, its price lines
 * and its own total; a cancelled one shows its fee, which is what it adds to the booking's total.
 */
function ReceiptItemRows({
  item,
  linesOf,
  money,
}: {
  item: BookingItem;
  linesOf: (price: StayPrice) => [string, string, number][];
  money: (amount: number) => string;
}) {
  const { t } = useT();
  const policy = cancellationText(item.cancellation.policy, item.price.nights);
  const voucher = voucherRow(item.price, t, money);
  const active = isActiveItem(item);
  return (
    <tbody data-testid="receipt-item">
      <tr>
        <th scope="rowgroup" colSpan={2} className="pt-4 pb-1 text-left">
          <span className="font-bold">{itemName(item)}</span>
          {active ? null : (
            <span className="ml-2 font-semibold text-red-800">({t("manageBooking.status.cancelled")})</span>
          )}
          <span className="block text-sm font-normal text-ink/80">
            {t("search.guestsCount", { count: item.guests })} · {t(policy.key, policy.values)}
          </span>
        </th>
      </tr>
      <PriceLineRows lines={linesOf(item.price)} money={money} />
      {voucher ? (
        <tr className="border-b border-black/10">
          <th scope="row" className="py-1.5 pr-4 font-normal">
            {voucher.label}
          </th>
          <td className={cell}>{voucher.value}</td>
        </tr>
      ) : null}
      <tr className="border-b border-black/10">
        <th scope="row" className="py-1.5 pr-4 font-semibold">
          {active ? t("mail.items.total") : t("mail.cancellation.fee")}
        </th>
        <td className={`${cell} font-semibold`} data-testid="receipt-item-total">
          {money(active ? item.price.total : item.cancellation.fee)}
        </td>
      </tr>
    </tbody>
  );
}
