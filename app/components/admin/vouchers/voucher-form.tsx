import { Form } from "react-router";
import type { VoucherFormErrors, VoucherFormValues } from "../../../domain/vouchers/voucher-form";
import { useT } from "../../../i18n/use-t";
import { FieldError, fieldClass } from "../../checkout/step-form";

/** A house a code may be for: its city beside its name, as several houses share a name. */
export type VoucherHouse = { id: string; name: string; city: string };

/** The new and edit form of a voucher: a plain POST, the same with or without JavaScript. */
export function VoucherForm({
  values,
  errors,
  houses,
  currency,
  voucherId,
  brand,
}: {
  values: VoucherFormValues;
  errors: VoucherFormErrors;
  houses: readonly VoucherHouse[];
  currency: string;
  voucherId: string | null;
  brand: string | null;
}) {
  const { t } = useT();
  const field = (name: keyof VoucherFormValues, label: string, type = "text", extra: Record<string, unknown> = {}) => (
    // content-start: beside a field showing a message, the row is taller; the input keeps its height.
    <label className="grid content-start gap-1 text-sm font-semibold">
      {label}
      <input
        name={name}
        type={type}
        defaultValue={String(values[name] ?? "")}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `voucher-${name}-error` : undefined}
        className={fieldClass}
        {...extra}
      />
      <FieldError
        id={`voucher-${name}-error`}
        message={errors[name] ? t(`adminVouchers.errors.${errors[name]}` as "adminVouchers.errors.code") : undefined}
      />
    </label>
  );
  return (
    <Form method="post" className="mt-4 grid gap-4" data-testid="voucher-form" noValidate>
      <input type="hidden" name="intent" value={voucherId ? "update" : "create"} />
      {voucherId ? <input type="hidden" name="id" value={voucherId} /> : null}
      {brand ? <input type="hidden" name="brand" value={brand} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("code", t("adminVouchers.code"), "text", { required: true, autoCapitalize: "characters" })}
        {field("minNights", t("adminVouchers.minNights"), "number", { min: 1 })}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">{t("adminVouchers.discount")}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="percent" defaultChecked={values.kind !== "amount"} />
            {t("adminVouchers.percentOff")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="amount" defaultChecked={values.kind === "amount"} />
            {t("adminVouchers.amountOff", { currency })}
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("percent", t("adminVouchers.percent"), "number", { min: 1, max: 100 })}
          {field("amount", t("adminVouchers.amount", { currency }), "text", { inputMode: "decimal" })}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-sm font-semibold">{t("adminVouchers.bookingPeriod")}</legend>
        {field("bookFrom", t("adminVouchers.from"), "date")}
        {field("bookUntil", t("adminVouchers.until"), "date")}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-sm font-semibold">{t("adminVouchers.stayPeriod")}</legend>
        {field("stayFrom", t("adminVouchers.from"), "date")}
        {field("stayUntil", t("adminVouchers.until"), "date")}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("totalLimit", t("adminVouchers.totalLimit"), "number", { min: 1 })}
        {field("perEmailLimit", t("adminVouchers.perEmailLimit"), "number", { min: 1 })}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">{t("adminVouchers.houses")}</legend>
        <p className="text-sm text-ink/70">{t("adminVouchers.housesHint")}</p>
        <div className="grid gap-1 sm:grid-cols-2">
          {houses.map((house) => (
            <label key={house.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="propertyIds"
                value={house.id}
                defaultChecked={values.propertyIds.includes(house.id)}
              />
              <span>
                {house.name} <span className="text-ink/70">· {house.city}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError
          id="voucher-propertyIds-error"
          message={errors.propertyIds ? t("adminVouchers.errors.propertyIds") : undefined}
        />
      </fieldset>
      {field("apartmentTypeIds", t("adminVouchers.apartmentTypeIds"))}
      <label className="flex items-center gap-2">
        <input type="checkbox" name="combinable" defaultChecked={values.combinable} />
        {t("adminVouchers.combinable")}
      </label>
      <div>
        <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg">
          {voucherId ? t("adminVouchers.save") : t("adminVouchers.create")}
        </button>
      </div>
    </Form>
  );
}
