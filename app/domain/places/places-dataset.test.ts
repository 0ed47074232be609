import { describe, expect, it } from "vitest";
import sample from "../../../data/places/europe-places.sample.json";
import { PLACES_DATASET_COLUMNS, PLACES_DATASET_FORMAT, parsePlacesDataset, parseSearchKey } from "./places-dataset";

const validHeader = {
  format: PLACES_DATASET_FORMAT,
  version: "v1",
  source: "test",
  license: "CC-BY-4.0",
  attribution: "test",
  minPopulation: 1000,
  countries: ["DE"],
  regions: { "DE.16": ["Berlin", "Berlin"] },
  columns: [...PLACES_DATASET_COLUMNS],
};
const berlin = ["2950159", "Berlin", null, "DE", "DE.16", 52.52437, 13.41053, 3426354, "PPLC", ["*:berlin"]];

describe("parsePlacesDataset", () => {
  it("accepts the committed sample, with the places tests rely on", () => {
    const dataset = parsePlacesDataset(sample);
    const ids = new Set(dataset.places.map((row) => row[0]));
    for (const id of ["2950159", "2867714", "2761369", "2988507", "2643743", "2267057", "2657896"]) {
      expect(ids.has(id), id).toBe(true);
    }
    expect(dataset.places.length).toBeGreaterThan(200);
    expect(dataset.places.length).toBeLessThan(1000);
  });

  it("accepts a minimal dataset", () => {
    expect(parsePlacesDataset({ ...validHeader, places: [berlin] }).places).toHaveLength(1);
  });

  it.each([
    ["an unknown format", { ...validHeader, format: "other/1", places: [] }, /format/],
    ["other columns", { ...validHeader, columns: ["id"], places: [] }, /columns/],
    ["a bad id", { ...validHeader, places: [["abc", ...berlin.slice(1)]] }, /row 0/],
    ["a lower-case country", { ...validHeader, places: [[...berlin.slice(0, 3), "de", ...berlin.slice(4)]] }, /row 0/],
    ["an unknown region", { ...validHeader, places: [[...berlin.slice(0, 4), "DE.99", ...berlin.slice(5)]] }, /region/],
    ["a key without language", { ...validHeader, places: [[...berlin.slice(0, 9), ["berlin"]]] }, /row 0/],
    ["no keys", { ...validHeader, places: [[...berlin.slice(0, 9), []]] }, /row 0/],
    ["a latitude out of range", { ...validHeader, places: [[...berlin.slice(0, 5), 91, ...berlin.slice(6)]] }, /row 0/],
  ])("rejects %s", (_, input, message) => {
    expect(() => parsePlacesDataset(input)).toThrow(message);
  });
});

describe("parseSearchKey", () => {
  it.each([
    ["*:berlin", { lang: "*", key: "berlin" }],
    ["de:mailand", { lang: "de", key: "mailand" }],
    ["en:the hague", { lang: "en", key: "the hague" }],
    ["*:a:b", { lang: "*", key: "a:b" }],
  ])("%j", (input, expected) => {
    expect(parseSearchKey(input)).toEqual(expected);
  });

  it.each(["berlin", ":berlin", "fr:paris"])("rejects %j", (input) => {
    expect(() => parseSearchKey(input)).toThrow();
  });
});
