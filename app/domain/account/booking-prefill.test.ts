import { describe, expect, it } from "vitest";
import { bookingDetailsPrefill, splitFullName } from "./booking-prefill";

describe("splitFullName", () => {
  it.each([
    ["Ada Lovelace", { firstName: "Ada", lastName: "Lovelace" }],
    ["  Ada   King  Lovelace ", { firstName: "Ada King", lastName: "Lovelace" }],
    ["Cher", { firstName: "Cher" }],
    ["", {}],
    ["   ", {}],
  ])("%j", (name, expected) => {
    expect(splitFullName(name)).toEqual(expected);
  });
});

describe("bookingDetailsPrefill", () => {
  const user = { name: "Ada Lovelace", email: "ada@example.com" };
  const address = { billingStreet: "Main St 1", billingPostcode: "10115", billingCity: "Berlin", billingCountry: "DE" };

  it.each([
    ["nobody signed in", null, null, {}],
    [
      "a session without a profile: its name and e-mail",
      user,
      null,
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    ],
    [
      "a provider without a name (the session shows the e-mail): only the e-mail",
      { name: "ada@example.com", email: "ada@example.com" },
      null,
      { email: "ada@example.com" },
    ],
    [
      "a profile: its names win over the session's, its phone and country come along",
      user,
      { firstName: "Augusta Ada", lastName: "King", phone: "+44 20 7946 0018", ...address },
      {
        firstName: "Augusta Ada",
        lastName: "King",
        email: "ada@example.com",
        phone: "+44 20 7946 0018",
        country: "DE",
        ...address,
      },
    ],
    [
      "a company with a billing address: the business block is open",
      user,
      { firstName: "Ada", lastName: "Lovelace", company: "Analytical Engines", ...address },
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        country: "DE",
        company: "Analytical Engines",
        travellingForBusiness: "on",
        ...address,
      },
    ],
    [
      "a company without an address: filled in, the block stays closed",
      user,
      { firstName: "Ada", lastName: "Lovelace", company: "Analytical Engines" },
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", company: "Analytical Engines" },
    ],
    [
      "preferred language and currency are no booking fields",
      user,
      { firstName: "Ada", lastName: "Lovelace", preferredLanguage: "de" as const, preferredCurrency: "CHF" },
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    ],
  ])("%s", (_what, who, profile, expected) => {
    expect(bookingDetailsPrefill(who, profile)).toEqual(expected);
  });
});
