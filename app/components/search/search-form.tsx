import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { SEARCH_LIMIT_VALUES } from "../../../shared/search/search-limits";
import { type SearchView, VIEW_PARAM } from "../../../shared/search/search-view";
import type { Language } from "../../../shared/tenancy/tenant";
import type { VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import type { SearchFormValues } from "../../domain/search/search-form-schema";
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES_KM } from "../../domain/search/search-radius";
import { uncheckedSubmission } from "../../forms/unchecked-submission";
import { useMessage } from "../../i18n/use-message";
import { useT } from "../../i18n/use-t";
import { persistedSearchAtom } from "../../state/search-store";
import { CompanyCodeField } from "../company/company-code";
import { loadOnUse } from "../load-on-use";
import { VoucherField } from "../vouchers/voucher-field";
import { DateRangePicker } from "./date-range-picker";
import { PlaceCombobox } from "./place-combobox";
import { useDateRangePickerTexts } from "./use-date-range-picker-texts";
import { usePlaceComboboxTexts } from "./use-place-combobox-texts";

export type SearchFormDefaults = {
  location?: string;
  placeId?: string;
  lat?: string;
  long?: string;
  inDate?: string;
  outDate?: string;
  guests?: string;
  radius?: string;
  companyCode?: string;
  /** A promotion code, as the search's URL carries it. */
  voucher?: string;
};

/** The schema check and the route builder load when the form is first focused, not with the page. */
const searchFormRules = loadOnUse(() => import("./search-form-rules"));

/** Spec: the invalid state clears after 1 second (the messages next to the fields stay). */
export const INVALID_STATE_RESET_MS = 1000;

/** Whether a submission result carries a field error. */
function hasErrors(result: SubmissionResult<string[]> | null | undefined): boolean {
  return Object.values(result?.error ?? {}).some((messages) => (messages?.length ?? 0) > 0);
}

/**
 * The search form. Without JavaScript it submits by GET to `/:lng/search`, which finds the place and
 * redirects to the search URL; with JavaScript it validates in place and, when a suggestion gave the
 * position, builds the search route directly.
 */
export type SearchFormProps = {
  lng: Language;
  defaults?: SearchFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  /** "update" on a results page: its errors speak of a new route, and the view is kept. */
  mode?: "new" | "update";
  /** The results view to keep (or the remembered one on a fresh search). */
  view?: SearchView;
  /** What the search's promotion code does for it: a code that does not apply marks its field. */
  voucherVerdict?: VoucherVerdict | null;
};

export function SearchForm({ lng, defaults, lastResult, mode = "new", view, voucherVerdict }: SearchFormProps) {
  const { t } = useT();
  const pickerTexts = useDateRangePickerTexts();
  const placeTexts = usePlaceComboboxTexts();
  const message = useMessage();
  const navigate = useNavigate();
  // The invalid state (red outline and a shake) shows when a search failed: server-rendered with the
  // messages, so it stays without JavaScript; in the browser it clears after a second.
  const [invalid, setInvalid] = useState(() => hasErrors(lastResult));
  useEffect(() => {
    if (hasErrors(lastResult)) setInvalid(true);
  }, [lastResult]);
  /** The route could not be built from checked input (spec: "Unable to generate search route"). */
  const [routeFailed, setRouteFailed] = useState(false);
  /** Set when conform hands a valid submission to onSubmit; a prevented submit without it failed the check. */
  const passedCheck = useRef(false);
  const remembered = useAtomValue(persistedSearchAtom);
  const keptView = view ?? remembered.view;
  const [form, fields] = useForm({
    id: "search-form",
    lastResult,
    defaultValue: { guests: "1", radius: String(DEFAULT_RADIUS_KM), ...defaults },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Until the check has loaded, the form submits unchecked and the server validates it.
    onValidate: ({ formData }) =>
      searchFormRules.current()?.validateSearchForm(formData) ?? uncheckedSubmission<SearchFormValues>(formData),
    onSubmit(event, { submission }) {
      passedCheck.current = true;
      const rules = searchFormRules.current();
      if (submission?.status !== "success" || !rules) return;
      const { lat, long, location, placeId, inDate, outDate, guests, radius, companyCode, hadCompanyCode, voucher } =
        submission.value;
      if (lat === undefined || long === undefined) return; // the server resolves the place by name
      event.preventDefault();
      const route = rules.buildSearchRoute({
        lng,
        placeName: location,
        placeId,
        lat,
        long,
        inDate,
        outDate,
        guests,
        radius,
        companyCode,
        hadCompanyCode: hadCompanyCode === "1",
        voucher,
      });
      if (!route.ok) {
        setInvalid(true);
        setRouteFailed(true);
        return;
      }
      navigate(keptView ? `${route.url}&${VIEW_PARAM}=${keptView}` : route.url);
    },
  });

  useEffect(() => {
    if (!invalid) return;
    const timer = setTimeout(() => setInvalid(false), INVALID_STATE_RESET_MS);
    return () => clearTimeout(timer);
  }, [invalid]);

  const error = (messages: string[] | undefined, values?: Record<string, string>) =>
    message(messages?.[0], { ...SEARCH_LIMIT_VALUES, ...values });
  const formProps = getFormProps(form);
  const fieldClass =
    "mt-1 w-full rounded-md border border-ink/30 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-600";

  return (
    <Form
      method="get"
      action={`/${lng}/search`}
      {...formProps}
      onSubmit={(event) => {
        passedCheck.current = false;
        setRouteFailed(false);
        formProps.onSubmit(event);
        if (event.defaultPrevented && !passedCheck.current) setInvalid(true);
      }}
      onFocus={() => void searchFormRules.load()}
      data-invalid={invalid || undefined}
      data-testid="search-form"
      className="search-form grid gap-3 rounded-xl bg-white p-4 text-ink shadow-xl sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(10.5rem,1fr)_minmax(10.5rem,1fr)_minmax(0,0.7fr)_minmax(0,0.8fr)_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={fields.location.id} className="text-sm font-semibold">
          {t("searchForm.location")}
        </label>
        <PlaceCombobox
          key={fields.location.key}
          lng={lng}
          inputProps={{
            ...getInputProps(fields.location, { type: "text" }),
            placeholder: t("searchForm.locationPlaceholder"),
          }}
          placeIdProps={getInputProps(fields.placeId, { type: "hidden" })}
          latProps={getInputProps(fields.lat, { type: "hidden" })}
          longProps={getInputProps(fields.long, { type: "hidden" })}
          className={fieldClass}
          texts={placeTexts}
        />
        <FieldError
          id={fields.location.errorId}
          message={error(fields.location.errors, { place: String(fields.location.value ?? "") })}
        />
        {keptView ? <input type="hidden" name={VIEW_PARAM} value={keptView} /> : null}
      </div>
      <DateRangePicker
        key={`${fields.inDate.key}-${fields.outDate.key}`}
        lng={lng}
        className="sm:col-span-2 lg:col-span-2"
        inDateProps={getInputProps(fields.inDate, { type: "date" })}
        outDateProps={getInputProps(fields.outDate, { type: "date" })}
        fieldClassName={fieldClass}
        texts={pickerTexts}
        checkInError={<FieldError id={fields.inDate.errorId} message={error(fields.inDate.errors)} />}
        checkOutError={<FieldError id={fields.outDate.errorId} message={error(fields.outDate.errors)} />}
      />
      <div>
        <label htmlFor={fields.guests.id} className="text-sm font-semibold">
          {t("searchForm.guests")}
        </label>
        <input
          {...getInputProps(fields.guests, { type: "number" })}
          key={fields.guests.key}
          min={SEARCH_LIMIT_VALUES.minGuests}
          max={SEARCH_LIMIT_VALUES.maxGuests}
          className={fieldClass}
        />
        <FieldError id={fields.guests.errorId} message={error(fields.guests.errors)} />
      </div>
      <div>
        <label htmlFor={fields.radius.id} className="text-sm font-semibold">
          {t("searchForm.radius")}
        </label>
        <select
          id={fields.radius.id}
          name={fields.radius.name}
          defaultValue={String(fields.radius.initialValue ?? DEFAULT_RADIUS_KM)}
          aria-invalid={fields.radius.errors ? true : undefined}
          aria-describedby={fields.radius.errors ? fields.radius.errorId : undefined}
          className={fieldClass}
        >
          {radiusChoices(fields.radius.initialValue).map((km) => (
            <option key={km} value={km}>
              {t("searchForm.radiusKm", { count: Number(km) })}
            </option>
          ))}
        </select>
        <FieldError id={fields.radius.errorId} message={error(fields.radius.errors)} />
      </div>
      {/* Folded unless the search has a code: most guests have none. A native disclosure, also without JavaScript. */}
      <details
        open={Boolean(defaults?.companyCode)}
        className="sm:col-span-2 lg:order-last lg:col-span-6"
        data-testid="company-code-disclosure"
      >
        <summary className="cursor-pointer text-sm font-semibold">{t("companyRates.searchToggle")}</summary>
        <CompanyCodeField code={defaults?.companyCode} className="mt-2 block max-w-sm" inputClass={fieldClass} />
        {defaults?.companyCode ? <input type="hidden" name="hadCompanyCode" value="1" /> : null}
      </details>
      <VoucherField
        code={defaults?.voucher}
        problem={voucherVerdict}
        scope="search"
        className="sm:col-span-2 lg:order-last lg:col-span-6 [&_label]:max-w-sm"
        inputClass={fieldClass}
      />
      <button
        type="submit"
        className="rounded-md bg-accent px-5 py-2.5 font-semibold text-white hover:opacity-90 sm:col-span-2 lg:col-span-1"
      >
        {t("searchForm.submit")}
      </button>
      {routeFailed ? (
        <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2 lg:col-span-6">
          {t(mode === "update" ? "search.unableToGenerateNewRoute" : "search.unableToGenerateRoute")}
        </p>
      ) : null}
    </Form>
  );
}

/** The radius choices, and a value from the address that is none of them, so a wrong value stays shown beside its message. */
function radiusChoices(current: unknown): string[] {
  const choices = RADIUS_CHOICES_KM.map(String);
  return typeof current === "string" && current.trim() !== "" && !choices.includes(current)
    ? [current, ...choices]
    : choices;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
