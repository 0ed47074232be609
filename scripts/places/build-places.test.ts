import { describe, expect, it } from "vitest";
import { dropDistricts, type GeoNamesRecord, searchKeysFor } from "./build-places";
import { isInEurope } from "./european-countries";

function record(partial: Partial<GeoNamesRecord> & Pick<GeoNamesRecord, "id" | "name">): GeoNamesRecord {
  return {
    asciiName: partial.name,
    alternateNames: [],
    lat: 50,
    long: 10,
    featureCode: "PPL",
    country: "DE",
    admin1: "02",
    admin2: undefined,
    admin3: undefined,
    admin4: undefined,
    population: 1000,
    ...partial,
  };
}

describe("searchKeysFor", () => {
  it.each([
    ["a name shared by both languages", { shared: ["Berlin"], en: "Berlin", de: "Berlin" }, ["*:berlin"]],
    [
      "umlauts in both spellings, an English exonym",
      { shared: ["Köln", "Koeln"], en: "Cologne", de: "Köln" },
      ["*:koln", "*:koeln", "en:cologne"],
    ],
    [
      "a German exonym and a local name",
      { shared: ["Lisbon", "Lisbon", "Lisboa"], en: "Lisbon", de: "Lissabon" },
      ["*:lisbon", "*:lisboa", "de:lissabon"],
    ],
    ["an exonym both languages use", { shared: ["Padova"], en: "Padua", de: "Padua" }, ["*:padova", "*:padua"]],
  ])("%s", (_, names, expected) => {
    expect(searchKeysFor(names)).toEqual(expected);
  });
});

describe("dropDistricts", () => {
  const madrid = record({
    id: "1",
    name: "Madrid",
    country: "ES",
    admin1: "29",
    admin2: "M",
    admin3: "28079",
    featureCode: "PPLC",
    population: 3_000_000,
    lat: 40.4165,
    long: -3.7026,
  });
  const district = record({
    id: "2",
    name: "Ciudad Lineal",
    country: "ES",
    admin1: "29",
    admin2: "M",
    admin3: "28079",
    admin4: "15",
    population: 228_000,
    lat: 40.45,
    long: -3.65,
  });
  const neighbour = record({
    id: "3",
    name: "Alcobendas",
    country: "ES",
    admin1: "29",
    admin2: "M",
    admin3: "28006",
    population: 117_000,
    lat: 40.5475,
    long: -3.642,
  });
  const farPart = record({
    id: "4",
    name: "Far part",
    country: "ES",
    admin1: "29",
    admin2: "M",
    admin3: "28079",
    population: 5_000,
    lat: 40.9,
    long: -3.7,
  });

  it("drops places inside a larger place's municipality and near it, keeps the rest", () => {
    const { kept, dropped } = dropDistricts([madrid, district, neighbour, farPart]);
    expect(dropped.map((r) => r.name)).toEqual(["Ciudad Lineal"]);
    expect(kept.map((r) => r.name)).toEqual(["Madrid", "Alcobendas", "Far part"]);
  });

  it("never drops capitals and regional seats", () => {
    const mestre = record({
      id: "5",
      name: "Mestre",
      country: "IT",
      admin1: "20",
      admin2: "VE",
      admin3: "027042",
      population: 89_000,
      lat: 45.49,
      long: 12.24,
    });
    const venice = record({
      id: "6",
      name: "Venice",
      country: "IT",
      admin1: "20",
      admin2: "VE",
      admin3: "027042",
      featureCode: "PPLA",
      population: 51_000,
      lat: 45.44,
      long: 12.33,
    });
    expect(dropDistricts([mestre, venice]).dropped).toEqual([]);
  });

  it("treats Greater London as the city of London and British boroughs elsewhere as towns", () => {
    const london = record({
      id: "7",
      name: "London",
      country: "GB",
      admin1: "ENG",
      admin2: "GLA",
      featureCode: "PPLC",
      population: 8_900_000,
      lat: 51.5085,
      long: -0.1257,
    });
    const islington = record({
      id: "8",
      name: "Islington",
      country: "GB",
      admin1: "ENG",
      admin2: "GLA",
      admin3: "G3",
      featureCode: "PPLA3",
      population: 319_000,
      lat: 51.53,
      long: -0.1,
    });
    const runcorn = record({
      id: "9",
      name: "Runcorn",
      country: "GB",
      admin1: "ENG",
      admin2: "Q2",
      admin3: "00ET",
      population: 62_000,
      lat: 53.34,
      long: -2.73,
    });
    const widnes = record({
      id: "10",
      name: "Widnes",
      country: "GB",
      admin1: "ENG",
      admin2: "Q2",
      admin3: "00ET",
      population: 61_000,
      lat: 53.36,
      long: -2.73,
    });
    expect(dropDistricts([london, islington, runcorn, widnes]).dropped.map((r) => r.name)).toEqual(["Islington"]);
  });

  it("drops the districts of Istanbul, which carry no municipality code", () => {
    const istanbul = record({
      id: "745044",
      name: "Istanbul",
      country: "TR",
      admin1: "34",
      featureCode: "PPLA",
      population: 14_800_000,
      lat: 41.01,
      long: 28.95,
    });
    const district = record({
      id: "751324",
      name: "Bağcılar",
      country: "TR",
      admin1: "34",
      population: 749_000,
      lat: 41.04,
      long: 28.86,
    });
    const silivri = record({
      id: "11",
      name: "Silivri",
      country: "TR",
      admin1: "34",
      population: 80_000,
      lat: 41.07,
      long: 28.25,
    });
    expect(dropDistricts([istanbul, district, silivri]).dropped.map((r) => r.name)).toEqual(["Bağcılar"]);
  });
});

describe("isInEurope", () => {
  it.each([
    ["DE", "02", 11.5, true],
    ["RU", "48", 37.6, true], // Moscow
    ["RU", "60", 82.9, false], // Novosibirsk
    ["TR", "34", 28.9, true], // Istanbul
    ["TR", "06", 32.8, false], // Ankara
    ["GB", "05", 32.9, false], // Akrotiri, Cyprus
    ["US", "NY", -74, false],
    ["SJ", "21", 15.6, false], // Svalbard
  ])("%s %s at %d° E -> %s", (country, admin1, long, expected) => {
    expect(isInEurope(country, admin1, long)).toBe(expected);
  });
});
