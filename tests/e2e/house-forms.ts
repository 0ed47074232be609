import { expect, type Page } from "@playwright/test";

/**
 * The back office's house and apartment type forms as an operator fills them (issue 34): the labels in
 * both languages, and a new house or apartment type created from the page that offers it.
 */

export type Lng = "en" | "de";

export const HOUSE_LABELS = {
  en: {
    name: "Name",
    owner: "Brand",
    street: "Street",
    number: "Number",
    postcode: "Postcode",
    city: "City",
    country: "Country (two letters, e.g. DE)",
    lat: "Latitude",
    long: "Longitude",
    contactName: "Contact name",
    contactEmail: "Contact e-mail",
    nameEn: "Name (English)",
    nameDe: "Name (German)",
    sizeMin: "Size from (m²)",
    sizeMax: "Size up to (m²)",
    units: "Units",
    price: "Price per night (EUR)",
  },
  de: {
    name: "Name",
    owner: "Marke",
    street: "Straße",
    number: "Hausnummer",
    postcode: "Postleitzahl",
    city: "Stadt",
    country: "Land (zwei Buchstaben, z. B. DE)",
    lat: "Breitengrad",
    long: "Längengrad",
    contactName: "Name der Kontaktperson",
    contactEmail: "E-Mail der Kontaktperson",
    nameEn: "Name (Englisch)",
    nameDe: "Name (Deutsch)",
    sizeMin: "Größe ab (m²)",
    sizeMax: "Größe bis (m²)",
    units: "Einheiten",
    price: "Preis pro Nacht (EUR)",
  },
} as const;

export type NewHouse = {
  name: string;
  street: string;
  number: string;
  postcode: string;
  city: string;
  country: string;
  /** Without it the position comes from the address's city. */
  position?: { lat: string; long: string };
  contact: { name: string; email: string };
  /** The brand's name in the owner choice the platform's admin has; a brand's admin has none. */
  owner?: string;
};

/** Creates a house from the houses page's New house link; the browser ends on the new house's page. */
export async function createHouse(page: Page, lng: Lng, house: NewHouse) {
  const l = HOUSE_LABELS[lng];
  await page.getByTestId("new-house").click();
  const form = page.getByTestId("new-house-form");
  await form.getByLabel(l.name, { exact: true }).fill(house.name);
  if (house.owner) await form.getByLabel(l.owner, { exact: true }).selectOption({ label: house.owner });
  await form.getByLabel(l.street, { exact: true }).fill(house.street);
  await form.getByLabel(l.number, { exact: true }).fill(house.number);
  await form.getByLabel(l.postcode, { exact: true }).fill(house.postcode);
  await form.getByLabel(l.city, { exact: true }).fill(house.city);
  await form.getByLabel(l.country, { exact: true }).fill(house.country);
  if (house.position) {
    await form.getByLabel(l.lat, { exact: true }).fill(house.position.lat);
    await form.getByLabel(l.long, { exact: true }).fill(house.position.long);
  }
  await form.getByLabel(l.contactName, { exact: true }).fill(house.contact.name);
  await form.getByLabel(l.contactEmail, { exact: true }).fill(house.contact.email);
  await form.getByTestId("house-save").click();
  await expect(page.getByTestId("house-done")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: house.name })).toBeVisible();
}

export type NewApartmentType = {
  names: { en: string; de: string };
  size: { min: number; max: number };
  units: number;
  /** The rate card's price a night, EUR. */
  price: number;
};

/** Creates an apartment type from its house's page; the browser ends on the new type's page. */
export async function createApartmentType(page: Page, lng: Lng, type: NewApartmentType) {
  const l = HOUSE_LABELS[lng];
  await page.getByTestId("new-apartment-type").click();
  const form = page.getByTestId("new-apartment-type-form");
  await form.getByLabel(l.nameEn, { exact: true }).fill(type.names.en);
  await form.getByLabel(l.nameDe, { exact: true }).fill(type.names.de);
  await form.getByLabel(l.sizeMin, { exact: true }).fill(String(type.size.min));
  await form.getByLabel(l.sizeMax, { exact: true }).fill(String(type.size.max));
  await form.getByLabel(l.units, { exact: true }).fill(String(type.units));
  await form.getByLabel(l.price, { exact: true }).fill(String(type.price));
  await form.getByTestId("apartment-type-save").click();
  await expect(page.getByTestId("apartment-done")).toBeVisible();
}
