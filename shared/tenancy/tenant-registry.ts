import { PLATFORM_TENANT_ID } from "./platform-tenant";
import { type Tenant, tenantSchema } from "./tenant";

export { PLATFORM_TENANT_ID };

/**
 * The local page that embeds the widget (docs/widget/example.html, served on a port of its own by the
 * widget journey or as docs/guides/widget.md says): every demo brand allows it.
 */
export const LOCAL_WIDGET_TEST_ORIGIN = "http://partner.localhost:*";

/**
 * SEED DATA, not the brands the app serves: those live in D1 (app/.server/brands/brand-store.server.ts,
 * docs/decisions/0120). These four demo brands are inserted, live, by `npm start`'s local state
 * preparation and the integration tests' setup, and serve unit tests as fixtures. Production hosts are
 * listed with the local `<brand>.localhost` hosts. Validated once at module load.
 */
const TENANTS_INPUT: Tenant[] = [
  {
    ibeUid: "quartier",
    name: "Quartier",
    hosts: ["quartier.example", "www.quartier.example", "quartier.localhost"],
    languages: ["en", "de"],
    defaultLanguage: "en",
    currencies: ["EUR", "GBP", "CHF", "USD"],
    defaultCurrency: "EUR",
    theme: {
      primary: "#3730a3",
      primaryForeground: "#ffffff",
      accent: "#0f766e",
      surface: "#f5f5ff",
      ink: "#1e1b4b",
      logo: "/brands/quartier.svg",
    },
    features: { extraServices: true, rfp: true, map: true },
    identity: { clientId: "quartier-web", tenantHint: "quartier" },
    paymentMethods: ["card", "airplus", "bankTransfer", "payAtProperty"],
    mapStyle: "/map/style.json",
    contact: { email: "hello@quartier.example", phone: "+49 30 555 0100" },
    operator: {
      company: "Quartier Apartments GmbH",
      street: "Torstraße 101",
      postcode: "10119",
      city: "Berlin",
      country: { en: "Germany", de: "Deutschland" },
      register: "Amtsgericht Charlottenburg, HRB 234567 B",
      vatId: "DE312345678",
      representatives: ["Miriam Keller", "Jonas Albrecht"],
      law: { en: "German law", de: "deutsches Recht" },
      venue: "Berlin",
    },
    bankAccount: {
      accountHolder: "Quartier Apartments GmbH",
      iban: "DE05100500000190123456",
      bic: "BELADEBEXXX",
      bankName: "Berliner Sparkasse",
    },
    featuredCities: [
      { placeId: "2950159", name: { en: "Berlin", de: "Berlin" }, lat: 52.52437, long: 13.41053 },
      { placeId: "2988507", name: { en: "Paris", de: "Paris" }, lat: 48.85341, long: 2.3488 },
      { placeId: "2643743", name: { en: "London", de: "London" }, lat: 51.50853, long: -0.12574 },
      { placeId: "3128760", name: { en: "Barcelona", de: "Barcelona" }, lat: 41.38879, long: 2.15899 },
      { placeId: "2761369", name: { en: "Vienna", de: "Wien" }, lat: 48.20849, long: 16.37208 },
      { placeId: "2759794", name: { en: "Amsterdam", de: "Amsterdam" }, lat: 52.37403, long: 4.88969 },
    ],
    embedOrigins: [LOCAL_WIDGET_TEST_ORIGIN],
  },
  {
    ibeUid: "alpenstay",
    name: "Alpenstay",
    hosts: ["booking.alpenstay.example", "alpenstay.localhost"],
    languages: ["de", "en"],
    defaultLanguage: "de",
    currencies: ["EUR", "CHF"],
    defaultCurrency: "EUR",
    theme: {
      primary: "#166534",
      primaryForeground: "#ffffff",
      accent: "#b45309",
      surface: "#f4f7f2",
      ink: "#14281d",
      logo: "/brands/alpenstay.svg",
    },
    features: { extraServices: false, rfp: true, map: true },
    identity: { clientId: "alpenstay-web", tenantHint: "alpenstay" },
    paymentMethods: ["card", "bankTransfer", "payAtProperty"],
    mapStyle: "/map/style.json",
    contact: { email: "servus@alpenstay.example", phone: "+43 662 555 010" },
    operator: {
      company: "Alpenstay Betriebs GmbH",
      street: "Getreidegasse 12",
      postcode: "5020",
      city: "Salzburg",
      country: { en: "Austria", de: "Österreich" },
      register: "Landesgericht Salzburg, FN 456789 x",
      vatId: "ATU12345678",
      representatives: ["Katharina Huber"],
      law: { en: "Austrian law", de: "österreichisches Recht" },
      venue: "Salzburg",
    },
    bankAccount: {
      accountHolder: "Alpenstay Betriebs GmbH",
      iban: "AT892011182281234567",
      bic: "GIBAATWWXXX",
      bankName: "Erste Bank",
    },
    featuredCities: [
      { placeId: "2867714", name: { en: "Munich", de: "München" }, lat: 48.13743, long: 11.57549 },
      { placeId: "2761369", name: { en: "Vienna", de: "Wien" }, lat: 48.20849, long: 16.37208 },
      { placeId: "2657896", name: { en: "Zurich", de: "Zürich" }, lat: 47.36667, long: 8.55 },
      { placeId: "2766824", name: { en: "Salzburg", de: "Salzburg" }, lat: 47.79941, long: 13.04399 },
      { placeId: "2775220", name: { en: "Innsbruck", de: "Innsbruck" }, lat: 47.26266, long: 11.39454 },
    ],
    embedOrigins: [LOCAL_WIDGET_TEST_ORIGIN],
  },
  {
    ibeUid: "harbourlofts",
    name: "Harbour Lofts",
    hosts: ["stay.harbourlofts.example", "harbourlofts.localhost"],
    languages: ["en"],
    defaultLanguage: "en",
    currencies: ["GBP", "EUR", "USD"],
    defaultCurrency: "GBP",
    theme: {
      primary: "#0c2d48",
      primaryForeground: "#ffffff",
      accent: "#c2410c",
      surface: "#f2f6fa",
      ink: "#0b1b2b",
      logo: "/brands/harbourlofts.svg",
    },
    features: { extraServices: true, rfp: false, map: true },
    identity: { clientId: "harbourlofts-web", tenantHint: "harbourlofts" },
    paymentMethods: ["card", "airplus", "bankTransfer"],
    mapStyle: "/map/style.json",
    contact: { email: "stay@harbourlofts.example", phone: "+44 20 5550 0199" },
    operator: {
      company: "Harbour Lofts Ltd",
      street: "12 Wapping High Street",
      postcode: "E1W 1NG",
      city: "London",
      country: { en: "United Kingdom", de: "Vereinigtes Königreich" },
      register: "Companies House, company no. 09876543",
      vatId: "GB123456789",
      representatives: ["Oliver Grant"],
      law: { en: "the law of England and Wales", de: "das Recht von England und Wales" },
      venue: "London",
    },
    bankAccount: {
      accountHolder: "Harbour Lofts Ltd",
      iban: "GB29NWBK60161331926819",
      bic: "NWBKGB2L",
      bankName: "NatWest",
    },
    featuredCities: [
      { placeId: "2643743", name: { en: "London", de: "London" }, lat: 51.50853, long: -0.12574 },
      { placeId: "2650225", name: { en: "Edinburgh", de: "Edinburgh" }, lat: 55.95206, long: -3.19648 },
      { placeId: "2964574", name: { en: "Dublin", de: "Dublin" }, lat: 53.33306, long: -6.24889 },
      { placeId: "2759794", name: { en: "Amsterdam", de: "Amsterdam" }, lat: 52.37403, long: 4.88969 },
      { placeId: "2267057", name: { en: "Lisbon", de: "Lissabon" }, lat: 38.71667, long: -9.13333 },
    ],
    embedOrigins: [LOCAL_WIDGET_TEST_ORIGIN],
  },
  {
    ibeUid: "citynest",
    name: "CityNest",
    hosts: ["book.citynest.example", "citynest.localhost"],
    languages: ["en", "de"],
    defaultLanguage: "en",
    currencies: ["EUR", "PLN", "CZK", "SEK"],
    defaultCurrency: "EUR",
    theme: {
      primary: "#86198f",
      primaryForeground: "#ffffff",
      accent: "#0369a1",
      surface: "#fbf5fb",
      ink: "#3b0a3f",
      logo: "/brands/citynest.svg",
    },
    features: { extraServices: true, rfp: true, map: false },
    identity: { clientId: "citynest-web", tenantHint: "citynest" },
    // The demo of analytics with consent (docs/decisions/0131): loaded only after a guest agrees.
    analytics: { gtmContainerId: "GTM-CITYNEST" },
    paymentMethods: ["card", "airplus", "bankTransfer", "payAtProperty"],
    mapStyle: "/map/style.json",
    contact: { email: "hi@citynest.example", phone: "+48 22 555 0142" },
    operator: {
      company: "CityNest Stays GmbH",
      street: "Schönhauser Allee 36",
      postcode: "10435",
      city: "Berlin",
      country: { en: "Germany", de: "Deutschland" },
      register: "Amtsgericht Charlottenburg, HRB 198765 B",
      vatId: "DE298765432",
      representatives: ["Paulina Nowak"],
      law: { en: "German law", de: "deutsches Recht" },
      venue: "Berlin",
    },
    bankAccount: {
      accountHolder: "CityNest Stays GmbH",
      iban: "DE44500105175407324931",
      bic: "INGDDEFFXXX",
      bankName: "ING",
    },
    featuredCities: [
      { placeId: "2950159", name: { en: "Berlin", de: "Berlin" }, lat: 52.52437, long: 13.41053 },
      { placeId: "3067696", name: { en: "Prague", de: "Prag" }, lat: 50.08804, long: 14.42076 },
      { placeId: "756135", name: { en: "Warsaw", de: "Warschau" }, lat: 52.22977, long: 21.01178 },
      { placeId: "2618425", name: { en: "Copenhagen", de: "Kopenhagen" }, lat: 55.67594, long: 12.56553 },
      { placeId: "2673730", name: { en: "Stockholm", de: "Stockholm" }, lat: 59.32938, long: 18.06871 },
    ],
    embedOrigins: [LOCAL_WIDGET_TEST_ORIGIN],
  },
];

export const TENANTS: readonly Tenant[] = Object.freeze(TENANTS_INPUT.map((t) => tenantSchema.parse(t)));

export function tenantById(ibeUid: string): Tenant | undefined {
  return TENANTS.find((t) => t.ibeUid === ibeUid);
}

/** The local development host of a tenant (`<brand>.localhost`). */
export function localHostOf(tenant: Tenant): string {
  const host = tenant.hosts.find((h) => h.endsWith(".localhost"));
  if (!host) throw new Error(`tenant ${tenant.ibeUid} has no .localhost host`);
  return host;
}
