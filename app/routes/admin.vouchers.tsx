import { data, Form, Link, redirect } from "react-router";
import type { AdminVoucher } from "../../shared/ota/vouchers";
import { utcToday } from "../../shared/search/search-limits";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { brandNames, getBrand } from "../.server/brands/brand-store.server";
import { cloudflareContext } from "../.server/context.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { logger } from "../.server/logger.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import type { OtaClient } from "../.server/ota/ota-client.server";
import { VoucherForm, type VoucherHouse } from "../components/admin/vouchers/voucher-form";
import { fieldClass } from "../components/checkout/step-form";
import { Alert } from "../components/ui/alert";
import { formatMoney } from "../domain/money/money";
import {
  isVoucherField,
  VOUCHER_FIELD_LABEL,
  type VoucherChangeWords,
  voucherChangeRows,
} from "../domain/vouchers/voucher-change-text";
import {
  EMPTY_VOUCHER_FORM,
  type VoucherFormErrors,
  type VoucherFormValues,
  voucherFormValuesOf,
  voucherFormValuesOfTerms,
  voucherInputOf,
} from "../domain/vouchers/voucher-form";
import { voucherStatus } from "../domain/vouchers/voucher-status";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.vouchers";

const ID = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * The brand's vouchers (docs/decisions/0129-vouchers.md): the list with uses, a new code, a code's edit
 * with its uses and history (?edit=id), archiving. The platform's admin picks the brand (?brand=).
 */
async function adminScope(args: Route.LoaderArgs | Route.ActionArgs, brandParam: string | null) {
  const { tenant, platform } = await requireAdmin(args);
  const env = args.context.get(cloudflareContext).env;
  const brands = platform ? await brandNames(env) : null;
  const chosen = brands?.find((b) => b.ibeUid === brandParam)?.ibeUid ?? tenant.ibeUid;
  const currency =
    chosen === tenant.ibeUid
      ? tenant.defaultCurrency
      : ((await getBrand(env, chosen))?.tenant.defaultCurrency ?? "EUR");
  return { ibeUid: chosen, brands, currency, brandParam: platform ? chosen : null };
}

/** Pages of the brand's houses read for the form: at 100 a page, up to 2,000 houses. */
const HOUSE_PAGES = 20;

/**
 * Every house of the brand, each with its city: many share a name ("Apartmenthaus Falk" in five
 * cities), and a code may be for any of them, not only the first page's.
 */
async function brandHouses(ota: OtaClient, ibeUid: string): Promise<VoucherHouse[]> {
  const houses: VoucherHouse[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < HOUSE_PAGES; page++) {
    const result = await ota.listHouses(ibeUid, { owner: ibeUid, limit: 100, cursor });
    if (!result.ok) break;
    houses.push(...result.data.items.map((h) => ({ id: h.id, name: h.name, city: h.city })));
    if (!result.data.nextCursor) break;
    cursor = result.data.nextCursor;
  }
  return houses;
}

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const { ibeUid, brands, currency, brandParam } = await adminScope(args, url.searchParams.get("brand"));
  const lng = getLocale(args.context);
  const title = getI18n(args.context).t("adminVouchers.title");
  const ota = adminOtaFor(args.context);
  const editId = url.searchParams.get("edit");
  const [list, houseItems, detail] = await Promise.all([
    ota.listVouchers(ibeUid),
    brandHouses(ota, ibeUid),
    editId && ID.test(editId) ? ota.getVoucherAdmin(ibeUid, editId) : Promise.resolve(null),
  ]);
  const done = url.searchParams.get("done");
  const base = {
    lng,
    title,
    brands,
    brandParam,
    currency,
    today: utcToday(),
    done: done === "saved" || done === "archived" ? done : null,
  };
  if (!list.ok) {
    const status = failedUpstreamStatus(list, { log: "admin: vouchers unavailable" });
    return data({ ...base, vouchers: null, houses: houseItems, detail: null }, { status });
  }
  return { ...base, vouchers: list.data.items, houses: houseItems, detail: detail?.ok ? detail.data : null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

type VoucherAnswer = { values: VoucherFormValues; errors: VoucherFormErrors; voucherId: string | null };

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const { ibeUid, currency, brandParam } = await adminScope(args, String(formData.get("brand") ?? "") || null);
  const lng = getLocale(args.context);
  const ota = adminOtaFor(args.context);
  const brandQuery = brandParam ? `&brand=${encodeURIComponent(brandParam)}` : "";
  const back = (done: "saved" | "archived", id: string) =>
    redirect(`/${lng}/admin/vouchers?done=${done}&edit=${encodeURIComponent(id)}${brandQuery}`, 303);
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  if (intent === "archive" && ID.test(id)) {
    const result = await ota.archiveVoucher(ibeUid, id);
    if (result.ok) return back("archived", id);
    return data<VoucherAnswer>(
      { values: EMPTY_VOUCHER_FORM, errors: { code: "failed" }, voucherId: id },
      { status: failedUpstreamStatus(result, { passOn: [404] }) },
    );
  }
  const values = voucherFormValuesOf(formData);
  const voucherId = intent === "update" && ID.test(id) ? id : null;
  const answer = (errors: VoucherFormErrors, status: number) =>
    data<VoucherAnswer>({ values, errors, voucherId }, { status });
  const parsed = voucherInputOf(values, currency);
  if (!parsed.ok) return answer(parsed.errors, 400);
  const result = voucherId
    ? await ota.updateVoucher(ibeUid, voucherId, parsed.input)
    : await ota.createVoucher(ibeUid, parsed.input);
  if (result.ok) return back("saved", result.data.id);
  logger.warn("admin: voucher not saved", { status: result.status, code: result.code });
  if (result.status === 400) {
    // The form passed the contract's schema: the OTA refuses a code taken, or an apartment it does not sell.
    const existing = await ota.listVouchers(ibeUid);
    const taken = existing.ok && existing.data.items.some((v) => v.code === parsed.input.code && v.id !== voucherId);
    return answer(taken ? { code: "taken" } : { apartmentTypeIds: "apartmentTypeIds" }, 400);
  }
  return answer({ code: "failed" }, failedUpstreamStatus(result, { passOn: [404] }));
}

function useDiscountText(lng: string) {
  const { t } = useT();
  return (voucher: AdminVoucher) =>
    voucher.discount.kind === "percent"
      ? t("adminVouchers.percentValue", { percent: voucher.discount.percent })
      : formatMoney({ amount: voucher.discount.amount, currency: voucher.discount.currency }, lng);
}

export default function AdminVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, brands, brandParam, currency, vouchers, houses, detail, done, today } = loaderData;
  const discountText = useDiscountText(lng);
  const brandQuery = brandParam ? `&brand=${encodeURIComponent(brandParam)}` : "";
  const answered = actionData && "values" in actionData ? actionData : null;
  const editing = answered?.voucherId ?? detail?.voucher.id ?? null;
  const values = answered?.values ?? (detail ? voucherFormValuesOfTerms(detail.voucher) : EMPTY_VOUCHER_FORM);
  const houseNames = new Map(houses.map((house) => [house.id, `${house.name}, ${house.city}`]));
  const changeWords: VoucherChangeWords = {
    always: t("adminVouchers.always"),
    yes: t("adminVouchers.yes"),
    no: t("adminVouchers.no"),
    active: t("adminVouchers.active"),
    archived: t("adminVouchers.archived"),
    percent: (percent) => t("adminVouchers.percentValue", { percent }),
    money: (money) => formatMoney(money, lng),
    house: (id) => houseNames.get(id) ?? id,
  };
  const period = (p: { from: string | null; until: string | null }) =>
    p.from || p.until ? `${p.from ?? "…"} – ${p.until ?? "…"}` : t("adminVouchers.always");
  return (
    <section aria-labelledby="admin-vouchers-title" data-testid="admin-vouchers">
      <h1 id="admin-vouchers-title" className="text-2xl font-bold">
        {t("adminVouchers.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-ink/80">{t("adminVouchers.intro")}</p>
      {brands ? (
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-semibold">
            {t("adminVouchers.brand")}
            <select name="brand" defaultValue={brandParam ?? ""} className={fieldClass}>
              {brands.map((brand) => (
                <option key={brand.ibeUid} value={brand.ibeUid}>
                  {brand.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-md border border-ink/30 bg-white px-3 py-2 text-sm font-semibold">
            {t("adminVouchers.show")}
          </button>
        </Form>
      ) : null}
      {done ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="voucher-done">
            {t(done === "saved" ? "adminVouchers.saved" : "adminVouchers.archivedDone")}
          </span>
        </Alert>
      ) : null}
      {vouchers === null ? (
        <Alert variant="error" className="mt-6">
          {t("adminVouchers.errors.failed")}
        </Alert>
      ) : vouchers.length === 0 ? (
        <p className="mt-6">{t("adminVouchers.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="voucher-list">
            <thead>
              <tr className="border-b border-ink/20">
                <th className="py-2 pr-3">{t("adminVouchers.code")}</th>
                <th className="py-2 pr-3">{t("adminVouchers.discount")}</th>
                <th className="py-2 pr-3">{t("adminVouchers.bookingPeriod")}</th>
                <th className="py-2 pr-3">{t("adminVouchers.stayPeriod")}</th>
                <th className="py-2 pr-3">{t("adminVouchers.uses")}</th>
                <th className="py-2 pr-3">{t("adminVouchers.status")}</th>
              </tr>
            </thead>
            <tbody>
              {vouchers.map((voucher) => (
                <tr key={voucher.id} className="border-b border-ink/10" data-testid={`voucher-row-${voucher.code}`}>
                  <td className="py-2 pr-3">
                    <Link
                      to={`?edit=${encodeURIComponent(voucher.id)}${brandQuery}`}
                      className="font-mono font-semibold text-brand underline"
                    >
                      {voucher.code}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{discountText(voucher)}</td>
                  <td className="py-2 pr-3">{period(voucher.bookingPeriod)}</td>
                  <td className="py-2 pr-3">{period(voucher.stayPeriod)}</td>
                  <td className="py-2 pr-3">
                    {voucher.totalLimit === null
                      ? voucher.uses
                      : t("adminVouchers.usesOf", { uses: voucher.uses, limit: voucher.totalLimit })}
                  </td>
                  <td className="py-2 pr-3">{t(`adminVouchers.${voucherStatus(voucher, today)}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <section aria-labelledby="voucher-form-title" className="mt-10 max-w-3xl">
        <h2 id="voucher-form-title" className="text-xl font-bold">
          {editing ? t("adminVouchers.editTitle", { code: values.code }) : t("adminVouchers.newTitle")}
        </h2>
        {editing ? (
          <Link to={`?${brandQuery.slice(1)}`} className="mt-2 inline-block text-brand underline">
            {t("adminVouchers.newInstead")}
          </Link>
        ) : null}
        <VoucherForm
          key={editing ?? "new"}
          values={values}
          errors={answered?.errors ?? {}}
          houses={houses}
          currency={currency}
          voucherId={editing}
          brand={brandParam}
        />
        {detail?.voucher.active ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="archive" />
            <input type="hidden" name="id" value={detail.voucher.id} />
            {brandParam ? <input type="hidden" name="brand" value={brandParam} /> : null}
            <button type="submit" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-700">
              {t("adminVouchers.archive")}
            </button>
          </Form>
        ) : null}
      </section>

      {detail ? (
        <section aria-labelledby="voucher-uses-title" className="mt-10 max-w-3xl">
          <h2 id="voucher-uses-title" className="text-xl font-bold">
            {t("adminVouchers.usesTitle")}
          </h2>
          {detail.uses.length === 0 ? (
            <p className="mt-2">{t("adminVouchers.noUses")}</p>
          ) : (
            <ul className="mt-2 grid gap-1" data-testid="voucher-uses">
              {detail.uses.map((use) => (
                <li key={use.bookingId}>
                  <Link to={`/${lng}/admin/bookings/${use.bookingId}`} className="font-mono text-brand underline">
                    {use.reference}
                  </Link>{" "}
                  {use.email} · {use.at.slice(0, 16).replace("T", " ")}
                  {use.cancelled ? ` · ${t("adminVouchers.cancelled")}` : ""}
                </li>
              ))}
            </ul>
          )}
          <h2 className="mt-8 text-xl font-bold">{t("adminVouchers.historyTitle")}</h2>
          <ul className="mt-2 grid gap-2" data-testid="voucher-history">
            {detail.history.map((entry) => (
              <li key={`${entry.at}-${entry.action}`} className="rounded-md border border-ink/15 p-3 text-sm">
                <p className="font-semibold">
                  {t(`adminVouchers.action.${entry.action}`)} · {entry.actor} ·{" "}
                  {entry.at.slice(0, 16).replace("T", " ")}
                </p>
                <ul className="mt-1 text-ink/80">
                  {voucherChangeRows(entry.changes, changeWords).map((change) => (
                    <li key={change.field}>
                      {isVoucherField(change.field) ? t(VOUCHER_FIELD_LABEL[change.field]) : change.field}:{" "}
                      {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
