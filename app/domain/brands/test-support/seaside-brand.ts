import { type Tenant, tenantSchema } from "../../../../shared/tenancy/tenant";

/** A complete brand that passes every check, for tests to change one thing of. */
export const SEASIDE: Tenant = tenantSchema.parse({
  ibeUid: "seaside",
  name: "Seaside Stays",
  hosts: ["seaside.localhost", "stay.seaside.example"],
  languages: ["en", "de"],
  defaultLanguage: "en",
  currencies: ["EUR", "GBP"],
  defaultCurrency: "EUR",
  theme: {
    primary: "#0b4f6c",
    primaryForeground: "#ffffff",
    accent: "#9a3412",
    surface: "#f1f7fa",
    ink: "#0a2530",
    logo: "/brand-assets/seaside/logo.svg",
  },
  features: { extraServices: true, rfp: true, map: false },
  identity: { clientId: "seaside-web", tenantHint: "seaside" },
  paymentMethods: ["card", "bankTransfer"],
  mapStyle: "/map/style.json",
  contact: { email: "hello@seaside.example", phone: "+49 40 555 0100" },
  operator: {
    company: "Seaside Stays GmbH",
    street: "Hafenstraße 1",
    postcode: "20359",
    city: "Hamburg",
    country: { en: "Germany", de: "Deutschland" },
    register: "Amtsgericht Hamburg, HRB 123456",
    vatId: "DE123456789",
    representatives: ["Greta Sand"],
    law: { en: "German law", de: "deutsches Recht" },
    venue: "Hamburg",
  },
  bankAccount: { accountHolder: "Seaside Stays GmbH", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
  featuredCities: [{ placeId: "2911298", name: { en: "Hamburg", de: "Hamburg" }, lat: 53.55073, long: 9.99302 }],
});
