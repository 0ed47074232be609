import { Form } from "react-router";
import type { MessageKey } from "../../../shared/i18n/message-key";
import { ADMIN_BOOKING_SORTS, type AdminBookingList } from "../../../shared/ota/admin-booking";
import { bookingStatusSchema } from "../../../shared/ota/booking";
import {
  BOOKING_LIST_PAGE_SIZES,
  type BookingListState,
  FILTER_PARAMS,
  type FilterField,
} from "../../domain/admin/booking-list-query";
import { useT } from "../../i18n/use-t";
import { fieldClass } from "../checkout/step-form";

const FILTER_LABELS = { status: "status", propertyId: "property", ibeUid: "tenant" } as const;

type Props = {
  state: BookingListState;
  values: Partial<Record<FilterField, string>>;
  errors: Partial<Record<FilterField, MessageKey>>;
  facets: AdminBookingList["facets"];
  tenants: boolean;
  resetHref: string;
};

/**
 * The list's filters as a plain GET form: submitting it is the new URL (no JavaScript needed). A value
 * that was not applied shows again as typed, with its message.
 */
export function BookingsFilterForm({ state, values, errors, facets, tenants, resetHref }: Props) {
  const { t } = useT();
  const id = (field: string) => `filter-${field}`;
  const errorOf = (field: FilterField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="mt-1 text-sm font-medium text-red-700">
        {t(errors[field])}
      </p>
    ) : null;
  const described = (field: FilterField) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${id(field)}-error` } : {};
  const label = (field: string, text: string) => (
    <label htmlFor={id(field)} className="text-sm font-semibold">
      {text}
    </label>
  );
  /** A select of one filter, "any" first. */
  const choiceField = (
    field: "status" | "propertyId" | "ibeUid",
    value: string | undefined,
    any: string,
    options: { value: string; label: string }[],
  ) => (
    <div>
      {label(FILTER_PARAMS[field], t(`adminBookings.filters.${FILTER_LABELS[field]}`))}
      <select
        id={id(FILTER_PARAMS[field])}
        name={FILTER_PARAMS[field]}
        defaultValue={value ?? ""}
        className={fieldClass}
        {...described(field)}
      >
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errorOf(field)}
    </div>
  );
  const dateField = (field: "arrivalFrom" | "arrivalTo" | "createdFrom" | "createdTo") => (
    <div>
      {label(field, t(`adminBookings.filters.${field}`))}
      <input
        id={id(field)}
        name={FILTER_PARAMS[field]}
        type="date"
        defaultValue={values[field] ?? ""}
        className={fieldClass}
        {...described(field)}
      />
      {errorOf(field)}
    </div>
  );
  return (
    <Form method="get" className="rounded-xl border border-black/10 bg-white p-4" data-testid="bookings-filters">
      <fieldset>
        <legend className="text-lg font-bold">{t("adminBookings.filters.legend")}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2">
            {label("q", t("adminBookings.filters.q"))}
            <input
              id={id("q")}
              name={FILTER_PARAMS.q}
              type="search"
              defaultValue={values.q ?? ""}
              className={fieldClass}
              {...described("q")}
            />
            {errorOf("q")}
          </div>
          {choiceField("status", state.filter.status, t("adminBookings.filters.anyStatus"), [
            ...bookingStatusSchema.options.map((s) => ({ value: s, label: t(`adminBookings.status.${s}`) })),
          ])}
          {choiceField(
            "propertyId",
            state.filter.propertyId,
            t("adminBookings.filters.anyProperty"),
            facets.properties.map((p) => ({ value: p.id, label: p.name })),
          )}
          {tenants
            ? choiceField(
                "ibeUid",
                state.filter.ibeUid,
                t("adminBookings.filters.anyTenant"),
                facets.tenants.map((tn) => ({ value: tn.ibeUid, label: tn.name })),
              )
            : null}
          {dateField("arrivalFrom")}
          {dateField("arrivalTo")}
          {dateField("createdFrom")}
          {dateField("createdTo")}
          <div>
            {label("sort", t("adminBookings.filters.sort"))}
            <select id={id("sort")} name="sort" defaultValue={state.sort} className={fieldClass}>
              {ADMIN_BOOKING_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`adminBookings.sort.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label("dir", t("adminBookings.filters.direction"))}
            <select id={id("dir")} name="dir" defaultValue={state.dir} className={fieldClass}>
              <option value="asc">{t("adminBookings.filters.ascending")}</option>
              <option value="desc">{t("adminBookings.filters.descending")}</option>
            </select>
          </div>
          <div>
            {label("size", t("adminBookings.filters.pageSize"))}
            <select id={id("size")} name="size" defaultValue={String(state.pageSize)} className={fieldClass}>
              {BOOKING_LIST_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg hover:opacity-90"
            data-testid="apply-filters"
          >
            {t("adminBookings.filters.apply")}
          </button>
          <a href={resetHref} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t("adminBookings.filters.reset")}
          </a>
        </div>
      </fieldset>
    </Form>
  );
}
