import type { TFunction } from "i18next";
import { type FormEvent, useId, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ServiceGroupId } from "../../../shared/catalogue/catalogue-types";
import type { Facets, FacetValue } from "../../../shared/search/facets";
import {
  BOOKING_MODE_PARAM,
  FILTER_PARAM_NAMES,
  FREE_CANCELLATION_PARAM,
  MATTERPORT_PARAM,
  PREMIUM_PARTNER_PARAM,
} from "../../../shared/search/filter-params";
import { MORE_FACETS_PARAM, openedFacetGroups } from "../../../shared/search/more-facets-param";
import { PAGE_PARAM } from "../../../shared/search/paging";
import type { SelectedFilters } from "../../../shared/search/selected-filters";
import { foldPriceInputs } from "../../domain/search/price-range-params";
import { useT } from "../../i18n/use-t";

/** How many values of a service group show before "more". */
const VISIBLE_VALUES = 6;
const GROUP_ORDER: readonly ServiceGroupId[] = [
  "popular",
  "amenities",
  "facilities",
  "business",
  "services",
  "payments",
  "corona",
];

/**
 * The filters as a GET form: without JavaScript "Show results" reloads the page with the filters in
 * the URL; with JavaScript every change applies at once on the client and the URL follows.
 */
export function FiltersPanel({
  facets,
  filters,
  minorDigits,
  currency,
  resetHref,
  longStay = false,
}: {
  facets: Facets;
  filters: SelectedFilters;
  minorDigits: number;
  currency: string;
  resetHref: string;
  /** A long stay's price range is per month (filter-listings.ts). */
  longStay?: boolean;
}) {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const query = new URLSearchParams(location.search);
  const kept = [...query].filter(([name]) => name !== PAGE_PARAM && !FILTER_PARAM_NAMES.includes(name));
  const opened = openedFacetGroups(query);
  const major = (minor: number | undefined) => (minor === undefined ? "" : String(minor / 10 ** minorDigits));

  function apply() {
    if (!form.current) return;
    const entries = [...new FormData(form.current)].filter((e): e is [string, string] => typeof e[1] === "string");
    const params = foldPriceInputs(new URLSearchParams(entries));
    navigate(`${location.pathname}?${params.toString()}`, { replace: true, preventScrollReset: true });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  const priceBounds = longStay ? facets.prices.priceMonthly : facets.prices.pricePerNight;
  return (
    <Form
      ref={form}
      method="get"
      onSubmit={onSubmit}
      onChange={(event) => {
        if ((event.target as unknown as HTMLInputElement).type !== "number") apply();
      }}
      className="space-y-5"
      data-testid="filters"
      aria-label={t("search.filters")}
    >
      {/* Enter in a field submits with the form's first submit button: this one, not a group's "show all". */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
        {t("search.applyFilters")}
      </button>
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="mb-2 font-semibold">
          {t(longStay ? "longStaySearch.priceGroup" : "search.groups.price")} ({currency})
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              [
                "priceMin",
                t(longStay ? "longStaySearch.priceMin" : "search.priceMin"),
                filters.price?.[0],
                priceBounds?.min,
              ],
              [
                "priceMax",
                t(longStay ? "longStaySearch.priceMax" : "search.priceMax"),
                filters.price?.[1],
                priceBounds?.max,
              ],
            ] as const
          ).map(([name, label, value, bound]) => (
            <label key={name} className="text-sm">
              {label}
              <input
                type="number"
                name={name}
                min={0}
                inputMode="numeric"
                defaultValue={major(value)}
                placeholder={major(bound)}
                className="mt-1 w-full rounded border border-ink/30 px-2 py-1.5"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-semibold">{t("search.groups.layout")}</legend>
        {/* One select a row: an option reads in full ("2 Schlafzimmer (12)"), not cut at the column. */}
        <div className="grid gap-2">
          <LayoutSelect
            t={t}
            name="bedrooms"
            label={t("search.bedroomsFilter")}
            values={facets.layouts.bedroomsCount}
            current={filters.layout?.bedrooms}
          />
          <LayoutSelect
            t={t}
            name="bathrooms"
            label={t("search.bathroomsFilter")}
            values={facets.layouts.bathroomsCount}
            current={filters.layout?.bathrooms}
          />
          <LayoutSelect
            t={t}
            name="maxOccupancy"
            label={t("search.guestsFilter")}
            values={facets.layouts.maxOccupancy}
            current={filters.layout?.maxOccupancy}
          />
          <LayoutSelect
            t={t}
            name="minMeters2"
            label={t("search.sizeFilter")}
            values={facets.layouts.sizeM2}
            current={filters.layout?.minMeters2}
          />
          <LayoutSelect
            t={t}
            name="maxMeters2"
            label={t("search.largestFilter")}
            values={facets.layouts.largestM2 ?? []}
            current={filters.layout?.maxMeters2}
          />
        </div>
      </fieldset>
      <FlagGroup
        testId="filter-others"
        legend={t("search.groups.others")}
        rows={[
          ...facets.others.premiumPartner.map((v) => ({ name: PREMIUM_PARTNER_PARAM, value: "1", facet: v })),
          ...facets.others.matterport.map((v) => ({ name: MATTERPORT_PARAM, value: "1", facet: v })),
        ]}
      />
      <FlagGroup
        testId="filter-booking-mode"
        legend={t("search.groups.bookingMode")}
        rows={facets.others.bookingMode.map((v) => ({ name: BOOKING_MODE_PARAM, value: v.value, facet: v }))}
      />
      {facets.others.freeCancellation.length > 0 ? (
        <fieldset data-testid="filter-free-cancellation" className="facet-rows">
          <legend className="mb-2 font-semibold">{t("search.groups.cancellation")}</legend>
          {facets.others.freeCancellation.map((v) => (
            <label key="freeCancellation">
              <input
                type="checkbox"
                name={FREE_CANCELLATION_PARAM}
                value="1"
                defaultChecked={v.selected}
                disabled={v.count === 0 && !v.selected}
              />
              <span>{t("search.freeCancellation")}</span>
              <span>{v.count}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {GROUP_ORDER.map((group) => (
        <ServiceGroup
          t={t}
          key={group}
          group={group}
          label={t(`search.groups.${group}`)}
          values={facets.serviceGroups[group]}
          openedByAddress={opened.has(group)}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-brand-fg">
          {t("search.applyFilters")}
        </button>
        <a
          href={resetHref}
          className="rounded-md border border-ink/30 px-4 py-2 text-sm font-semibold hover:bg-surface"
        >
          {t("search.resetFilters")}
        </a>
      </div>
    </Form>
  );
}

// The panel's parts take its `t` as a prop (from before useT, decision 0054, when each hook call
// copied the i18next instance); they are the panel's own pieces, rendered only by it.
function LayoutSelect({
  t,
  name,
  label,
  values,
  current,
}: {
  t: TFunction;
  name: string;
  label: string;
  values: readonly FacetValue<number>[];
  current: number | undefined;
}) {
  return (
    <label className="text-sm">
      {label}
      <select
        name={name}
        defaultValue={current === undefined ? "" : String(current)}
        className="mt-1 w-full rounded border border-ink/30 bg-white px-2 py-1.5"
      >
        <option value="">{t("search.any")}</option>
        {values.map((v) => (
          <option key={v.value} value={v.value} disabled={v.count === 0 && !v.selected}>
            {v.label} ({v.count})
          </option>
        ))}
      </select>
    </label>
  );
}

/** Checkboxes that each add a yes/no filter or a value (premium partner, 3D tour, booking modes), with counts. */
function FlagGroup({
  testId,
  legend,
  rows,
}: {
  testId: string;
  legend: string;
  rows: readonly { name: string; value: string; facet: FacetValue<string | boolean> }[];
}) {
  if (rows.length === 0) return null;
  return (
    <fieldset data-testid={testId} className="facet-rows">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <ul className="space-y-1.5">
        {rows.map(({ name, value, facet }) => (
          <li key={`${name}-${value}`}>
            <label>
              <input
                type="checkbox"
                name={name}
                value={value}
                defaultChecked={facet.selected}
                disabled={facet.count === 0 && !facet.selected}
              />
              <span>{facet.label}</span>
              <span>{facet.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * A service group: its first values, and the rest on request. The rest are not in the page until asked
 * for (two thirds of the search page's elements were rows behind a closed "more"): with JavaScript the
 * button shows them from the facets at hand; without it, it submits the form with `more=<group>`
 * (more-facets-param.ts). A selected value among the rest keeps them shown.
 */
function ServiceGroup({
  t,
  group,
  label,
  values,
  openedByAddress,
}: {
  t: TFunction;
  group: ServiceGroupId;
  label: string;
  values: readonly FacetValue[];
  openedByAddress: boolean;
}) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState<boolean | null>(null);
  const restId = useId();
  if (values.length === 0) return null;
  // A group has up to a few dozen rows and the panel some 170: their look is the `facet-rows` class of
  // app.css, written once, not a class list on every label, box and count (docs/decisions/0044).
  const checkbox = (v: FacetValue) => (
    <li key={v.value}>
      <label>
        <input
          type="checkbox"
          name={group}
          value={v.value}
          defaultChecked={v.selected}
          disabled={v.count === 0 && !v.selected}
        />
        <span>{v.label}</span>
        <span>{v.count}</span>
      </label>
    </li>
  );
  const rest = values.slice(VISIBLE_VALUES);
  const restSelected = rest.some((v) => v.selected);
  const showRest = restSelected || (opened ?? openedByAddress);
  // Hiding the rest again needs the browser's own state; without JavaScript an opened group stays open.
  const toggle =
    restSelected || (showRest && !hydrated) ? null : (
      <button
        type="submit"
        name={MORE_FACETS_PARAM}
        value={group}
        aria-expanded={showRest}
        aria-controls={restId}
        onClick={(event) => {
          event.preventDefault();
          setOpened(!showRest);
        }}
        className="mt-1.5 text-sm font-medium text-brand underline-offset-2 hover:underline"
      >
        {showRest ? t("search.facetsFewer") : t("search.facetsAll", { count: values.length })}
      </button>
    );
  return (
    <fieldset data-testid={`filter-group-${group}`} className="facet-rows">
      <legend className="mb-2 font-semibold">{label}</legend>
      <ul id={restId} className="space-y-1.5">
        {(showRest ? values : values.slice(0, VISIBLE_VALUES)).map(checkbox)}
      </ul>
      {rest.length > 0 ? toggle : null}
    </fieldset>
  );
}
