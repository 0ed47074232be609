import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import {
  type CalendarEditResult,
  type DaySettings,
  MAX_CALENDAR_EDIT_DAYS,
  WEEKDAYS,
} from "../../../../shared/ota/back-office-calendar";
import type { Language } from "../../../../shared/tenancy/tenant";
import { FLAG_CHOICES } from "../../../domain/calendar/calendar-edit-form";
import { formatMoney } from "../../../domain/money/money";
import { formatDate } from "../../../i18n/format";
import { intlLocale } from "../../../i18n/intl-locale";
import { useMessage } from "../../../i18n/use-message";
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../ui/alert";
import { Checkbox, Field } from "../company-codes/company-code-fields";

/** The action's answer to the bulk-edit form: its values and errors, and the preview when one was asked for. */
export type CalendarEditAnswer = {
  lastResult: SubmissionResult<string[]>;
  preview: CalendarEditResult | null;
  /** The edit the preview shows; saving sends it back, and a changed form is previewed again first. */
  previewKey: string | null;
  /** Nights on which more units are booked than the edit would sell. */
  refusedNights: string[];
};

type EditFields = {
  from?: string;
  to?: string;
  weekdays?: string[];
  price?: string;
  priceReset?: string;
  units?: string;
  unitsReset?: string;
  minStay?: string;
  minStayReset?: string;
  closed?: string;
  closedToArrival?: string;
  closedToDeparture?: string;
};

const SETTINGS: (keyof DaySettings)[] = ["price", "units", "closed", "closedToArrival", "closedToDeparture", "minStay"];

/** A flag's select: leave it, set it or clear it. */
function FlagField({ meta, label }: { meta: FieldMetadata<string | undefined>; label: string }) {
  const { t } = useT();
  return (
    <Field
      meta={meta}
      label={label}
      options={FLAG_CHOICES.map((choice) => ({ value: choice, label: t(`adminCalendar.flag.${choice || "keep"}`) }))}
    />
  );
}

/** The preview: each day the edit changes, with what changes from what to what. */
function Preview({ preview, lng }: { preview: CalendarEditResult; lng: Language }) {
  const { t } = useT();
  const locale = intlLocale(lng);
  const valueText = (field: keyof DaySettings, value: DaySettings[keyof DaySettings]) => {
    // Only the price, the units and the minimum stay can be unset (null); the flags are booleans.
    if (value === null) return t(`adminCalendar.unset.${field as "price" | "units" | "minStay"}`);
    if (typeof value === "boolean") return t(value ? "adminCalendar.flag.yes" : "adminCalendar.flag.no");
    return field === "price" ? formatMoney({ amount: value, currency: preview.currency }, locale) : String(value);
  };
  return (
    <section aria-labelledby="calendar-preview-title" data-testid="calendar-preview">
      <h3 id="calendar-preview-title" className="text-lg font-bold">
        {t("adminCalendar.preview.title")}
      </h3>
      <p data-testid="calendar-preview-summary">
        {t("adminCalendar.preview.summary", { changed: preview.changes.length, days: preview.days })}
      </p>
      {preview.changes.length > 0 ? (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t("adminCalendar.preview.title")}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {t("adminCalendar.preview.day")}
              </th>
              <th scope="col" className="text-left">
                {t("adminCalendar.preview.change")}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.changes.map((change) => (
              <tr key={change.date} className="border-t border-black/10" data-testid="calendar-preview-row">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {formatDate(change.date, lng)}
                </th>
                <td className="py-1">
                  {SETTINGS.filter((field) => change.before[field] !== change.after[field])
                    .map(
                      (field) =>
                        `${t(`adminCalendar.fields.${field}`)}: ${valueText(field, change.before[field])} → ${valueText(field, change.after[field])}`,
                    )
                    .join("; ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/**
 * The bulk edit: a date range, weekdays and what to set (each left as it is when empty). "Preview"
 * answers the days it would change; "Save" appears under that preview and saves exactly it. A plain
 * form both ways: without JavaScript each step is a round trip, with it the same request in place.
 */
export function CalendarEditForm({
  lng,
  answered,
  defaults,
}: {
  lng: Language;
  answered: CalendarEditAnswer | undefined;
  defaults: { from: string; to: string };
}) {
  const { t } = useT();
  const message = useMessage();
  const [form, fields] = useForm<EditFields>({
    id: "calendar-edit",
    lastResult: answered?.lastResult,
    defaultValue: { from: defaults.from, to: defaults.to, weekdays: [...WEEKDAYS] },
    shouldRevalidate: "onInput",
  });
  const chosen = new Set([fields.weekdays.initialValue ?? []].flat());
  const preview = answered?.preview ?? null;
  const unitsError = answered?.refusedNights.length
    ? t("adminCalendar.errors.unitsBelowBookings", {
        nights: answered.refusedNights.map((night) => formatDate(night, lng)).join(", "),
      })
    : undefined;
  return (
    <section aria-labelledby="calendar-edit-title" className="mt-10 max-w-3xl">
      <h2 id="calendar-edit-title" className="text-xl font-bold">
        {t("adminCalendar.edit.title")}
      </h2>
      <p className="mt-1 text-ink/80">{t("adminCalendar.edit.intro", { max: MAX_CALENDAR_EDIT_DAYS })}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-3 grid gap-3 sm:grid-cols-2"
        data-testid="calendar-edit-form"
      >
        <Field meta={fields.from} type="date" label={t("adminCalendar.fields.from")} />
        <Field meta={fields.to} type="date" label={t("adminCalendar.fields.to")} />
        <fieldset className="sm:col-span-2" aria-describedby={fields.weekdays.errorId}>
          <legend className="text-sm font-semibold">{t("adminCalendar.fields.weekdays")}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  name={fields.weekdays.name}
                  value={day}
                  defaultChecked={chosen.has(day)}
                  className="size-4"
                  data-testid={`weekday-${day}`}
                />
                {t(`adminCalendar.weekdays.${day}`)}
              </label>
            ))}
          </div>
          {fields.weekdays.errors?.[0] ? (
            <p id={fields.weekdays.errorId} className="mt-1 text-sm font-medium text-red-700">
              {message(fields.weekdays.errors[0])}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Field meta={fields.price} label={t("adminCalendar.fields.priceInput")} />
          <Checkbox meta={fields.priceReset} label={t("adminCalendar.reset.price")} />
        </div>
        <div>
          <Field meta={fields.units} label={t("adminCalendar.fields.unitsInput")} />
          <Checkbox meta={fields.unitsReset} label={t("adminCalendar.reset.units")} />
          {unitsError ? (
            <p className="mt-1 text-sm font-medium text-red-700" role="alert" data-testid="units-refused">
              {unitsError}
            </p>
          ) : null}
        </div>
        <div>
          <Field meta={fields.minStay} label={t("adminCalendar.fields.minStay")} />
          <Checkbox meta={fields.minStayReset} label={t("adminCalendar.reset.minStay")} />
        </div>
        <FlagField meta={fields.closed} label={t("adminCalendar.fields.closed")} />
        <FlagField meta={fields.closedToArrival} label={t("adminCalendar.fields.closedToArrival")} />
        <FlagField meta={fields.closedToDeparture} label={t("adminCalendar.fields.closedToDeparture")} />
        {form.errors?.length ? (
          <Alert variant="error" className="sm:col-span-2">
            {form.errors.map((error) => message(error)).join(" ")}
          </Alert>
        ) : null}
        {preview ? (
          <div className="sm:col-span-2">
            <Preview preview={preview} lng={lng} />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button
            type="submit"
            name="intent"
            value="preview"
            className="rounded-md border border-brand px-4 py-2 font-semibold text-brand"
            data-testid="calendar-preview-button"
          >
            {t("adminCalendar.edit.preview")}
          </button>
          {preview && preview.changes.length > 0 && answered?.previewKey ? (
            <>
              <input type="hidden" name="previewKey" value={answered.previewKey} />
              <button
                type="submit"
                name="intent"
                value="save"
                className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg"
                data-testid="calendar-save-button"
              >
                {t("adminCalendar.edit.save", { count: preview.changes.length })}
              </button>
            </>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
