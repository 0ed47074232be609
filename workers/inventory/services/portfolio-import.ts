import type { InputIssue } from "../../../shared/http/request-input";
import type { CalendarDayChange, DaySettings } from "../../../shared/ota/back-office-calendar";
import { HOUSE_HISTORY_FIELDS, TYPE_HISTORY_FIELDS } from "../../../shared/ota/back-office-houses";
import type {
  ImportApartmentType,
  ImportHouse,
  Portfolio,
  PortfolioImportResult,
} from "../../../shared/ota/back-office-import";
import type { FieldChange } from "../../../shared/ota/change-history";
import type { HouseRow, HouseWrite, TypeRow, TypeWrite } from "../repositories/back-office-houses";
import { editedDays, sameDay } from "../rules/calendar-edit";
import { fieldChanges } from "../rules/field-changes";
import { type CityChoice, cityForHouse } from "../rules/house-city";
import { nightsOverUnits } from "../rules/units-below-bookings";
import { adminApartmentTypeOf, adminHouseOf, houseWriteOf, typeWriteOf } from "./back-office-house-view";

/**
 * An import's plan (docs/decisions/0110): the file checked against the store, and what it changes.
 * Pure: the handler reads what it needs, calls this, and writes the plan in one batch, or answers with
 * every problem (403 another brand's rows, 409 units below bookings, 400 the rest) and writes nothing.
 */

/** What the store holds that the file names, and who imports. */
export type StoredPortfolio = {
  /** The path's brand: a new house's owner unless the row names one. */
  ibeUid: string;
  /** Whether the caller may edit a house of this owner (assertOwner's rule). */
  mayEdit: (owner: string) => boolean;
  knownTenants: ReadonlySet<string>;
  houses: ReadonlyMap<string, HouseRow>;
  types: ReadonlyMap<string, TypeRow>;
  cities: readonly CityChoice[];
  /** Per existing apartment type: its calendar rows and booked units per night, from today on. */
  calendar: ReadonlyMap<string, { days: ReadonlyMap<string, DaySettings>; bookedByNight: ReadonlyMap<string, number> }>;
  today: string;
  newId: (prefix: string) => string;
};

export type PlannedHouse = {
  row: HouseRow;
  created: boolean;
  changes: FieldChange[];
};
export type PlannedType = { row: TypeRow; created: boolean; changes: FieldChange[] };
export type PlannedCalendar = { apartmentTypeId: string; propertyId: string; changes: CalendarDayChange[] };

export type ImportPlan = {
  houses: PlannedHouse[];
  types: PlannedType[];
  calendar: PlannedCalendar[];
  newCities: CityChoice[];
  unchanged: { houses: number; types: number };
};

export type ImportProblems = { forbidden: InputIssue[]; belowBookings: InputIssue[]; invalid: InputIssue[] };

const at = (...path: (string | number)[]) => ["body", ...path].join(".");

function planHouse(
  input: ImportHouse,
  index: number,
  stored: StoredPortfolio,
  cities: CityChoice[],
  problems: ImportProblems,
): PlannedHouse | "unchanged" | null {
  const before = stored.houses.get(input.id) ?? null;
  const owner = before?.owner_ibe_uid ?? input.ownerIbeUid ?? stored.ibeUid;
  if (!stored.mayEdit(owner)) {
    problems.forbidden.push({ path: at("houses", index, "id"), message: "another brand's house" });
    return null;
  }
  if (before && input.ownerIbeUid && input.ownerIbeUid !== before.owner_ibe_uid) {
    problems.invalid.push({ path: at("houses", index, "ownerIbeUid"), message: "cannot change" });
    return null;
  }
  if (!before && !stored.knownTenants.has(owner)) {
    problems.invalid.push({ path: at("houses", index, "ownerIbeUid"), message: "unknown" });
    return null;
  }
  if (!before && !input.contact) {
    problems.invalid.push({ path: at("houses", index, "contact"), message: "required" });
    return null;
  }
  const { id: _id, ownerIbeUid: _owner, ...fields } = input;
  const beforeView = before ? adminHouseOf(before, []) : null;
  const write: HouseWrite = houseWriteOf(beforeView, fields);
  let base: Pick<HouseRow, "id" | "city_id" | "owner_ibe_uid" | "currency">;
  if (before) base = before;
  else {
    const chosen = cityForHouse(cities, input.address, () => stored.newId("city"));
    const city = "existing" in chosen ? chosen.existing : chosen.created;
    if ("created" in chosen) cities.push(chosen.created);
    base = { id: input.id, city_id: city.id, owner_ibe_uid: owner, currency: city.currency };
  }
  const row: HouseRow = { ...base, ...write };
  const changes = fieldChanges(beforeView, adminHouseOf(row, []), HOUSE_HISTORY_FIELDS);
  if (before && changes.length === 0) return "unchanged";
  return { row, created: !before, changes };
}

function planType(
  input: ImportApartmentType,
  index: number,
  stored: StoredPortfolio,
  houses: ReadonlyMap<string, Pick<HouseRow, "id" | "owner_ibe_uid" | "currency">>,
  problems: ImportProblems,
): PlannedType | "unchanged" | null {
  const before = stored.types.get(input.id) ?? null;
  if (before && !stored.mayEdit(before.p_owner_ibe_uid)) {
    problems.forbidden.push({ path: at("apartmentTypes", index, "id"), message: "another brand's apartment type" });
    return null;
  }
  if (before && before.property_id !== input.propertyId) {
    problems.invalid.push({ path: at("apartmentTypes", index, "propertyId"), message: "cannot move to another house" });
    return null;
  }
  const house = houses.get(input.propertyId);
  if (!house) {
    problems.invalid.push({ path: at("apartmentTypes", index, "propertyId"), message: "unknown house" });
    return null;
  }
  if (!stored.mayEdit(house.owner_ibe_uid)) {
    problems.forbidden.push({ path: at("apartmentTypes", index, "propertyId"), message: "another brand's house" });
    return null;
  }
  const write: TypeWrite = typeWriteOf(before, input);
  if (before && write.units < before.units) {
    const booked = [...(stored.calendar.get(before.id)?.bookedByNight ?? new Map())].map(([night, n]) => ({
      night,
      booked: n,
    }));
    const over = nightsOverUnits(booked, write.units);
    if (over)
      problems.belowBookings.push({
        path: at("apartmentTypes", index, "units"),
        message: `below bookings on ${over.nights.join(", ")}`,
      });
  }
  const row: TypeRow = before
    ? { ...before, ...write }
    : {
        ...write,
        id: input.id,
        property_id: house.id,
        tier: "standard",
        p_currency: house.currency,
        p_owner_ibe_uid: house.owner_ibe_uid,
      };
  const changes = fieldChanges(
    before ? adminApartmentTypeOf(before) : null,
    adminApartmentTypeOf(row),
    TYPE_HISTORY_FIELDS,
  );
  if (before && changes.length === 0) return "unchanged";
  return { row, created: !before, changes };
}

/** Each apartment type's changed days after all its rows, in date order; with the units checks. */
function planCalendar(
  portfolio: Portfolio,
  stored: StoredPortfolio,
  types: ReadonlyMap<string, { property_id: string; units: number; p_owner_ibe_uid: string }>,
  problems: ImportProblems,
): PlannedCalendar[] {
  const byType = new Map<string, Map<string, CalendarDayChange>>();
  for (const [index, row] of portfolio.calendar.entries()) {
    const type = types.get(row.apartmentTypeId);
    if (!type) {
      problems.invalid.push({ path: at("calendar", index, "apartmentTypeId"), message: "unknown apartment type" });
      continue;
    }
    if (!stored.mayEdit(type.p_owner_ibe_uid)) {
      problems.forbidden.push({
        path: at("calendar", index, "apartmentTypeId"),
        message: "another brand's apartment type",
      });
      continue;
    }
    if (row.from < stored.today) {
      problems.invalid.push({ path: at("calendar", index, "from"), message: "in the past" });
      continue;
    }
    if (row.set.units !== null && row.set.units > type.units) {
      problems.invalid.push({ path: at("calendar", index, "set", "units"), message: `at most ${type.units}` });
      continue;
    }
    const state = stored.calendar.get(row.apartmentTypeId);
    const changes = editedDays(row, state?.days ?? new Map());
    const below = changes
      .filter(({ date, after }) => after.units !== null && after.units < (state?.bookedByNight.get(date) ?? 0))
      .map((change) => change.date);
    if (below.length > 0)
      problems.belowBookings.push({
        path: at("calendar", index, "set", "units"),
        message: `below bookings on ${below.join(", ")}`,
      });
    const days = byType.get(row.apartmentTypeId) ?? new Map<string, CalendarDayChange>();
    byType.set(row.apartmentTypeId, days);
    for (const change of changes) days.set(change.date, change);
  }
  return [...byType].flatMap(([apartmentTypeId, days]) => {
    const changes = [...days.values()]
      .filter((change) => !sameDay(change.before, change.after))
      .sort((a, b) => a.date.localeCompare(b.date));
    const propertyId = types.get(apartmentTypeId)!.property_id;
    return changes.length > 0 ? [{ apartmentTypeId, propertyId, changes }] : [];
  });
}

/** The file checked against the store: its problems, or what it creates and changes. */
export function planImport(
  portfolio: Portfolio,
  stored: StoredPortfolio,
): { problems: ImportProblems } | { plan: ImportPlan } {
  const problems: ImportProblems = { forbidden: [], belowBookings: [], invalid: [] };
  const cities = [...stored.cities];
  const plan: ImportPlan = { houses: [], types: [], calendar: [], newCities: [], unchanged: { houses: 0, types: 0 } };
  const houses = new Map<string, Pick<HouseRow, "id" | "owner_ibe_uid" | "currency">>(stored.houses);
  for (const [index, input] of portfolio.houses.entries()) {
    const planned = planHouse(input, index, stored, cities, problems);
    if (planned === "unchanged") plan.unchanged.houses++;
    else if (planned) {
      plan.houses.push(planned);
      houses.set(planned.row.id, planned.row);
    }
  }
  plan.newCities = cities.slice(stored.cities.length);
  const types = new Map<string, { property_id: string; units: number; p_owner_ibe_uid: string }>(stored.types);
  for (const [index, input] of portfolio.apartmentTypes.entries()) {
    const planned = planType(input, index, stored, houses, problems);
    if (planned === "unchanged") plan.unchanged.types++;
    else if (planned) {
      plan.types.push(planned);
      types.set(planned.row.id, planned.row);
    }
  }
  plan.calendar = planCalendar(portfolio, stored, types, problems);
  const failed = problems.forbidden.length + problems.belowBookings.length + problems.invalid.length > 0;
  return failed ? { problems } : { plan };
}

/** What the plan does, as the import answers it. */
export function importResultOf(plan: ImportPlan, dryRun: boolean): PortfolioImportResult {
  const ids = <T extends { row: { id: string }; created: boolean }>(list: T[], created: boolean) =>
    list.filter((item) => item.created === created).map((item) => item.row.id);
  return {
    dryRun,
    houses: { created: ids(plan.houses, true), updated: ids(plan.houses, false), unchanged: plan.unchanged.houses },
    apartmentTypes: {
      created: ids(plan.types, true),
      updated: ids(plan.types, false),
      unchanged: plan.unchanged.types,
    },
    calendar: {
      apartmentTypes: plan.calendar.map((entry) => entry.apartmentTypeId),
      days: plan.calendar.reduce((sum, entry) => sum + entry.changes.length, 0),
    },
  };
}
