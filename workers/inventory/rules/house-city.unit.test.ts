import { describe, expect, it } from "vitest";
import { type CityChoice, cityForHouse } from "./house-city";

const BERLIN: CityChoice = {
  id: "berlin",
  name: "Berlin",
  country: "DE",
  lat: 52.52437,
  long: 13.41053,
  currency: "EUR",
};
const POTSDAM: CityChoice = {
  id: "potsdam",
  name: "Potsdam",
  country: "DE",
  lat: 52.39886,
  long: 13.06566,
  currency: "EUR",
};
const ZURICH: CityChoice = {
  id: "zurich",
  name: "Zürich",
  country: "CH",
  lat: 47.37689,
  long: 8.54169,
  currency: "CHF",
};
const BASEL_DE_SIDE = { city: "Weil am Rhein", country: "DE", lat: 47.5935, long: 7.6217 };
const CITIES = [BERLIN, POTSDAM, ZURICH];

describe("cityForHouse", () => {
  it.each([
    [
      "a house in Charlottenburg joins Berlin",
      { city: "Berlin", country: "DE", lat: 52.5163, long: 13.3041 },
      "berlin",
    ],
    ["one nearer Potsdam joins Potsdam", { city: "Potsdam", country: "DE", lat: 52.4, long: 13.09 }, "potsdam"],
    [
      "a city's name in the address does not matter, the distance does",
      { city: "Berlin", country: "DE", lat: 52.41, long: 13.07 },
      "potsdam",
    ],
  ])("%s", (_, house, id) => {
    const chosen = cityForHouse(CITIES, house, () => "new");
    expect(chosen).toEqual({ existing: CITIES.find((c) => c.id === id) });
  });

  it("founds a city beyond the distance, with its country's currency", () => {
    const house = { city: "Hamburg", country: "DE", lat: 53.5511, long: 9.9937 };
    expect(cityForHouse(CITIES, house, () => "city_1")).toEqual({
      created: { id: "city_1", name: "Hamburg", country: "DE", lat: 53.5511, long: 9.9937, currency: "EUR" },
    });
  });

  it("does not join a near city across a border", () => {
    const chosen = cityForHouse(
      [{ ...ZURICH, lat: 47.56, long: 7.59, id: "basel", name: "Basel" }],
      BASEL_DE_SIDE,
      () => "c",
    );
    expect(chosen).toEqual({ created: expect.objectContaining({ name: "Weil am Rhein", currency: "EUR" }) });
  });

  it.each([
    ["GB", "GBP"],
    ["AT", "EUR"],
    ["CH", "CHF"],
  ])("a country's first city in %s takes %s", (country, currency) => {
    const chosen = cityForHouse([BERLIN], { city: "X", country, lat: 10, long: 10 }, () => "c");
    expect(chosen).toEqual({ created: expect.objectContaining({ currency }) });
  });
});
