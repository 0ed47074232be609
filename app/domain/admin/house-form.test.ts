import { describe, expect, it } from "vitest";
import { parseWithSchema } from "../../forms/parse-with-schema";
import { houseFormSchema, houseRequestOf, typedPosition } from "./house-form";

const E = "adminHouses.errors";

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
}

const VALID = {
  name: "Haus am Hafen",
  street: "Hafenspitze",
  houseNumber: "3",
  postcode: "24939",
  city: "Flensburg",
  country: "de",
  lat: "",
  long: "",
  checkInFrom: "15:00",
  checkOutUntil: "11:00",
  contactName: "Frieda Nielsen",
  contactEmail: "frieda@example.com",
};

describe("the house form", () => {
  it("reads a house without a position (found from the address later), services as a list", () => {
    const submission = parseWithSchema(
      form({ ...VALID, services: "wifi", paymentMethods: ["visa", "cash"] }),
      houseFormSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(typedPosition(submission.value)).toBeNull();
    expect(houseRequestOf(submission.value, { lat: 54.78, long: 9.43 })).toMatchObject({
      address: { country: "DE", lat: 54.78, long: 9.43 },
      services: ["wifi"],
      paymentMethods: ["visa", "cash"],
      contact: { name: "Frieda Nielsen", email: "frieda@example.com", phone: "" },
    });
  });

  it("reads a typed position with a decimal comma", () => {
    const submission = parseWithSchema(form({ ...VALID, lat: "54,7836", long: "9.4321" }), houseFormSchema);
    expect(submission.status === "success" && typedPosition(submission.value)).toEqual({ lat: 54.7836, long: 9.4321 });
  });

  it.each([
    ["no name", { name: " " }, "name", `${E}.name`],
    ["a country name instead of its code", { country: "Germany" }, "country", `${E}.country`],
    ["a latitude beyond the pole", { lat: "91", long: "9" }, "lat", `${E}.lat`],
    ["a latitude without longitude", { lat: "54.7" }, "long", `${E}.positionPair`],
    ["a time of 24:00", { checkInFrom: "24:00" }, "checkInFrom", `${E}.time`],
    ["a broken e-mail", { contactEmail: "frieda@" }, "contactEmail", `${E}.contactEmail`],
  ])("refuses %s with a message on the field", (_, change, field, message) => {
    const submission = parseWithSchema(form({ ...VALID, ...change }), houseFormSchema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error?.[field] : null).toEqual([message]);
  });
});
