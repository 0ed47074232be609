import { describe, expect, it } from "vitest";
import { liveEntries } from "../../../shared/catalogue";
import { isoDateFromToday } from "../../../shared/dates/test-support/iso-date-from-today";
import { MAX_IMPORT_OBJECTS, type Portfolio, portfolioSchema } from "../../../shared/ota/back-office-import";
import { COMMA_DECIMAL_POINT, SEMICOLON_DECIMAL_COMMA } from "./csv";
import { checkPortfolioCsv, problemOfInventoryIssue } from "./portfolio-check";
import { PORTFOLIO_CSV_HEADER, portfolioCsv, readPortfolioCsv } from "./portfolio-csv";

/** Days of the calendar rows, ahead of today: a month, the next one, and single days in the first. */
const MONTH_FROM = isoDateFromToday(400);
const MONTH_TO = isoDateFromToday(430);
const NEXT_FROM = isoDateFromToday(431);
const NEXT_TO = isoDateFromToday(458);
const DAY_1 = MONTH_FROM;
const DAY_2 = isoDateFromToday(401);
const DAY_3 = isoDateFromToday(402);

const SERVICE = liveEntries().find((entry) => entry.type === "amenity")!.id;

const portfolio: Portfolio = portfolioSchema.parse({
  houses: [
    {
      id: "h1",
      name: 'Haus; am "See"',
      address: {
        street: "Seeweg",
        houseNumber: "1",
        postcode: "14467",
        city: "Potsdam",
        country: "DE",
        lat: 52.39,
        long: 13.06,
      },
      description: { en: "Line one\nline two", de: "=Zeile" },
      checkInFrom: "15:00",
      checkOutUntil: "11:00",
      services: [SERVICE],
      paymentMethods: [],
      contact: { name: "Ina", email: "ina@example.com", phone: "+49 331 1" },
    },
  ],
  apartmentTypes: [
    {
      id: "t1",
      propertyId: "h1",
      name: { en: "Lake loft", de: "Seeloft" },
      description: { en: "", de: "" },
      sizeMin: 40.5,
      sizeMax: 45,
      bedrooms: 1,
      bathrooms: 1,
      beds: 2,
      maxOccupancy: 2,
      units: 3,
      services: [],
      minStay: 1,
      maxStay: 30,
      bookingMode: "Direct",
      channelLinks: { VISION: { externalId: "4711" } },
      baseNightly: 12_000,
      cleaningFee: 0,
    },
  ],
  calendar: [
    {
      apartmentTypeId: "t1",
      from: MONTH_FROM,
      to: MONTH_TO,
      set: { price: 9_900, units: null, closed: false, closedToArrival: false, closedToDeparture: false, minStay: 2 },
    },
    {
      apartmentTypeId: "t1",
      from: NEXT_FROM,
      to: NEXT_TO,
      weekdays: ["sat", "sun"],
      set: { price: null, units: 1, closed: true, closedToArrival: false, closedToDeparture: false, minStay: null },
    },
  ],
});

/** A file of the header and the given rows (cells by column name), comma separated. */
function file(...rows: Record<string, string>[]): string {
  const line = (cells: readonly string[]) => cells.join(",");
  return [line(PORTFOLIO_CSV_HEADER), ...rows.map((row) => line(PORTFOLIO_CSV_HEADER.map((c) => row[c] ?? "")))].join(
    "\n",
  );
}

const goodHouse = {
  record: "house",
  id: "h1",
  name: "Haus",
  street: "Seeweg",
  city: "Potsdam",
  country: "DE",
  lat: "52.39",
  long: "13.06",
  checkInFrom: "15:00",
  checkOutUntil: "11:00",
  contactName: "Ina",
  contactEmail: "ina@example.com",
};
const goodType = {
  record: "apartmentType",
  id: "t1",
  propertyId: "h1",
  nameEn: "Loft",
  nameDe: "Loft",
  sizeMin: "40",
  sizeMax: "45",
  bedrooms: "1",
  bathrooms: "1",
  beds: "2",
  maxOccupancy: "2",
  units: "3",
  minStay: "1",
  maxStay: "30",
  bookingMode: "Direct",
  baseNightly: "12000",
  cleaningFee: "0",
};
const goodDay = { record: "day", apartmentTypeId: "t1", from: DAY_1, to: DAY_2, price: "9900" };

describe("a portfolio's CSV", () => {
  it.each([
    ["English", COMMA_DECIMAL_POINT],
    ["German", SEMICOLON_DECIMAL_COMMA],
  ])("reads back what it wrote (%s spreadsheets), formula guards and quotes undone", (_name, dialect) => {
    const checked = checkPortfolioCsv(`\uFEFF${portfolioCsv(portfolio, dialect)}`);
    expect(checked).toMatchObject({ portfolio, lines: { houses: [2], apartmentTypes: [4], calendar: [5, 6] } });
  });

  it("takes a minimal file: missing optional cells get their defaults", () => {
    const checked = checkPortfolioCsv(file(goodHouse, goodType, goodDay));
    expect("portfolio" in checked && checked.portfolio.calendar[0]).toMatchObject({
      weekdays: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      set: { price: 9900, units: null, closed: false, minStay: null },
    });
    expect("portfolio" in checked && checked.portfolio.houses[0]?.active).toBe(true);
  });
});

describe("an import's problems, by line and column", () => {
  it.each([
    ["a missing name", [{ ...goodHouse, name: "" }], [[2, "name", "required"]]],
    ["an unknown country", [{ ...goodHouse, country: "XX" }], [[2, "country", "country"]]],
    ["a country that is no code", [{ ...goodHouse, country: "Deutschland" }], [[2, "country", "format"]]],
    ["a missing city", [{ ...goodHouse, city: "" }], [[2, "city", "required"]]],
    ["a latitude that is no number", [{ ...goodHouse, lat: "north" }], [[2, "lat", "type"]]],
    ["a size range upside down", [goodHouse, { ...goodType, sizeMax: "10" }], [[3, "sizeMax", "range"]]],
    [
      "a channel name that is no code",
      [goodHouse, { ...goodType, channelLinks: "no pe=1" }],
      [[3, "channelLinks", "choice"]],
    ],
    ["a service not in the catalogue", [goodHouse, { ...goodType, services: "nope" }], [[3, "services", "unknown"]]],
    ["the same id twice", [goodHouse, goodHouse], [[3, "id", "duplicate"]]],
    ["the same day in two rows", [goodDay, { ...goodDay, from: DAY_2, to: DAY_3 }], [[3, "from", "duplicate"]]],
    ["negative units on a day", [{ ...goodDay, units: "-1" }], [[2, "units", "range"]]],
    ["a day range the wrong way round", [{ ...goodDay, to: isoDateFromToday(399) }], [[2, "to", "range"]]],
    ["an unknown record type", [{ ...goodHouse, record: "room" }], [[2, "record", "unknownRecord"]]],
    [
      "every bad row, not just the first",
      [{ ...goodHouse, name: "" }, goodType, { ...goodDay, price: "cheap" }],
      [
        [2, "name", "required"],
        [4, "price", "type"],
      ],
    ],
  ])("%s", (_name, rows, expected) => {
    const checked = checkPortfolioCsv(file(...(rows as Record<string, string>[])));
    expect("problems" in checked && checked.problems.map((p) => [p.line, p.column, p.key])).toEqual(expected);
  });

  it("names the line of a row after a quoted cell that spans lines", () => {
    const text = file({ ...goodHouse, descriptionEn: '"one\ntwo"' }, { ...goodType, nameEn: "" });
    const checked = checkPortfolioCsv(text);
    expect("problems" in checked && checked.problems.map((p) => [p.line, p.column])).toEqual([[4, "nameEn"]]);
  });

  it("refuses more houses and apartment types than one import takes", () => {
    const types = Array.from({ length: MAX_IMPORT_OBJECTS }, (_, i) => ({ ...goodType, id: `t${i}` }));
    const checked = checkPortfolioCsv(file(goodHouse, ...types));
    expect("problems" in checked && checked.problems.map((p) => [p.line, p.key])).toEqual([[null, "tooMany"]]);
  });

  it("refuses a file without the record column", () => {
    expect(checkPortfolioCsv("id,name\nh1,Haus")).toEqual({
      problems: [{ line: 1, column: "record", key: "missingRecordColumn", detail: "" }],
    });
  });

  it.each([
    [
      "body.apartmentTypes.0.units",
      `below bookings on ${DAY_2}, ${DAY_3}`,
      [3, "units", "belowBookings", `${DAY_2}, ${DAY_3}`],
    ],
    ["body.calendar.0.set.units", `below bookings on ${DAY_2}`, [4, "units", "belowBookings", DAY_2]],
    ["body.houses.0.id", "another brand's house", [2, "id", "forbidden", ""]],
    ["body.apartmentTypes.0.propertyId", "unknown house", [3, "propertyId", "unknown", ""]],
    ["body.calendar.0.from", "in the past", [4, "from", "past", ""]],
    ["body.calendar.0.set.units", "at most 3", [4, "units", "atMost", "3"]],
  ])("the inventory's %s (%s)", (path, message, expected) => {
    const { lines } = readPortfolioCsv(file(goodHouse, goodType, goodDay));
    const problem = problemOfInventoryIssue(lines, { path, message });
    expect([problem.line, problem.column, problem.key, problem.detail]).toEqual(expected);
  });
});

describe("the guide's sample file", () => {
  it("is a valid portfolio", async () => {
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(new URL("../../../docs/guides/portfolio-sample.csv", import.meta.url), "utf8");
    const checked = checkPortfolioCsv(text);
    expect("portfolio" in checked && checked.portfolio.calendar.map((row) => row.weekdays.length)).toEqual([2, 7]);
  });
});
