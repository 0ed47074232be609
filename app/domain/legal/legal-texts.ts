import type { Language } from "../../../shared/tenancy/languages";
import type { LegalPage, LegalText, Operator } from "../../../shared/tenancy/tenant";
import { CHECKOUT_SESSION_TTL_SECONDS } from "../checkout/checkout-session";

/**
 * The legal pages (imprint, privacy policy, terms of booking) of a tenant in a language: the tenant's
 * own text when its configuration has one, else the default template filled in from the tenant's
 * operator details. The default privacy policy names what this product actually stores; change it
 * with the product. Plain text only: the page renders it as text (escaped), never as HTML.
 */
export type LegalTenant = {
  name: string;
  contact: { email: string; phone: string };
  operator: Operator;
  hosts?: readonly string[];
  legalTexts?: Partial<Record<LegalPage, Partial<Record<Language, LegalText>>>> | undefined;
};

export function legalText(page: LegalPage, lng: Language, tenant: LegalTenant): LegalText {
  return tenant.legalTexts?.[page]?.[lng] ?? DEFAULTS[lng][page](tenant);
}

const SESSION_HOURS = CHECKOUT_SESSION_TTL_SECONDS / 3600;

const addressLine = (o: Operator, lng: Language) =>
  `${o.street}, ${o.postcode} ${o.city}, ${o.country[lng] ?? o.country.en}`;

type Template = Record<LegalPage, (tenant: LegalTenant) => LegalText>;

const EN: Template = {
  imprint: ({ name, contact, operator: o }) => ({
    title: "Imprint",
    description: `Who operates ${name}: ${o.company}, ${o.city}. Address, commercial register, VAT ID and contact.`,
    sections: [
      {
        heading: "Operator",
        paragraphs: [`${name} is operated by ${o.company}, ${addressLine(o, "en")}.`],
      },
      { heading: "Represented by", paragraphs: [o.representatives.join(", ")] },
      {
        heading: "Contact",
        paragraphs: [`Email: ${contact.email}`, `Phone: ${contact.phone}`],
      },
      { heading: "Commercial register", paragraphs: [o.register] },
      { heading: "VAT identification number", paragraphs: [o.vatId] },
      {
        heading: "Dispute resolution",
        paragraphs: [
          "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.",
        ],
      },
    ],
  }),
  privacy: ({ name, contact, operator: o }) => ({
    title: "Privacy policy",
    description: `How ${name} handles your data when you search and book: what we store, for how long and why.`,
    sections: [
      {
        heading: "Who is responsible",
        paragraphs: [
          `${o.company}, ${addressLine(o, "en")} (${contact.email}) is responsible for the processing of personal data on this website.`,
        ],
      },
      {
        heading: "Searching",
        paragraphs: [
          "Searching needs no account. The place, dates and number of guests you search for are sent to our inventory system to find apartments; we do not link them to you.",
        ],
      },
      {
        heading: "Booking",
        paragraphs: [
          `While you book, the details you enter (name, email address, phone, country, company, your choices) are kept in a checkout session on our servers (Cloudflare Workers KV). It is deleted ${SESSION_HOURS} hours after your last step, or when you finish or cancel the checkout.`,
          "When you book, your booking with these details is passed to the operator of the apartment and kept for as long as commercial and tax law require (generally up to ten years). The legal basis is the performance of the contract (Art. 6(1)(b) GDPR).",
          "A request for proposal is kept with your contact details so that the host can send you an offer.",
        ],
      },
      {
        heading: "Card payments",
        paragraphs: [
          "Card number and security code are entered on our payment provider's page and never reach our servers. We receive only a masked number (e.g. 4111 •••• 1111), the card brand, the expiry date and a token with which the provider charges the amount.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We set only these cookies, all first-party and bound to this host:",
          "__Host-lng: your language (1 year).",
          "__Host-currency: your currency (1 year).",
          "__Host-consent: your cookie choice (6 months).",
          "__Host-checkout: the reference to your open checkout (7 days).",
          "__Host-flash: a one-time message after a form (1 minute).",
          "They are needed for the site to work as you asked; we use no advertising or tracking cookies. Your browser may also keep your last search and a cancellation you made in its own storage; this stays on your device.",
        ],
      },
      {
        heading: "Emails",
        paragraphs: [
          "We send you emails about your booking or request: the confirmation with the link to manage your booking, and a message when you cancel. We send no newsletters without your consent.",
        ],
      },
      {
        heading: "Server logs",
        paragraphs: [
          "Our servers log technical events (time, page, errors) to keep the service running and secure. The logs contain no card data, no passwords or links to manage a booking, and are deleted after 30 days.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          `You may ask for access to, correction or deletion of your data, restrict or object to its processing and take it with you (Art. 15 to 21 GDPR). Write to ${contact.email}. You may also complain to a data protection authority.`,
        ],
      },
    ],
  }),
  terms: ({ name, contact, operator: o }) => ({
    title: "Terms of booking",
    description: `The terms that apply when you book a serviced apartment with ${name}: contract, prices, payment, cancellation and liability.`,
    sections: [
      {
        heading: "1. Contract",
        paragraphs: [
          `${name} is operated by ${o.company}, ${addressLine(o, "en")}. When you press "Book", you make a binding offer for the stay shown; the contract for the stay is made with the operator of the apartment named in your confirmation once we confirm the booking by email.`,
        ],
      },
      {
        heading: "2. Prices and currency",
        paragraphs: [
          "Prices are for the whole stay and include VAT and the taxes and fees shown in the price breakdown. The booking is made in the currency shown at checkout; amounts shown in another currency are for guidance only.",
        ],
      },
      {
        heading: "3. Payment",
        paragraphs: [
          "You pay by the method you chose: by card (charged by our payment provider), through your company's AirPlus account, by bank transfer (to the account in your confirmation, by the due date given there, with the booking reference) or at the property.",
        ],
      },
      {
        heading: "4. Cancellation",
        paragraphs: [
          "Each rate has its own cancellation policy, shown before you book and in your confirmation: free until a deadline, then a fee (a part of the stay's price or the first night), or non-refundable. You cancel through the link in your confirmation email.",
        ],
      },
      {
        heading: "5. Bookings on request",
        paragraphs: [
          "Some apartments are booked on request: the host confirms or declines within one working day. The contract is made only when we confirm it to you.",
        ],
      },
      {
        heading: "6. Requests for proposal",
        paragraphs: [
          "A request for proposal is not a booking. Hosts may answer with offers; an offer becomes a contract only when you book it.",
        ],
      },
      {
        heading: "7. Liability",
        paragraphs: [
          "We are liable without limitation for intent, gross negligence and injury to life, body or health. For slight negligence we are liable only for breaches of essential contractual duties, limited to the foreseeable damage typical for the contract.",
        ],
      },
      {
        heading: "8. Applicable law",
        paragraphs: [
          `These terms are governed by ${o.law.en ?? "the law of the operator's country"}. If you are a consumer, the mandatory consumer protection of the country you live in remains. Courts of ${o.venue} have jurisdiction for disputes with merchants.`,
          `Questions: ${contact.email}, ${contact.phone}.`,
        ],
      },
    ],
  }),
};

const DE: Template = {
  imprint: ({ name, contact, operator: o }) => ({
    title: "Impressum",
    description: `Wer ${name} betreibt: ${o.company}, ${o.city}. Anschrift, Handelsregister, USt-IdNr. und Kontakt.`,
    sections: [
      {
        heading: "Angaben gemäß § 5 DDG",
        paragraphs: [`${name} wird betrieben von ${o.company}, ${addressLine(o, "de")}.`],
      },
      { heading: "Vertreten durch", paragraphs: [o.representatives.join(", ")] },
      { heading: "Kontakt", paragraphs: [`E-Mail: ${contact.email}`, `Telefon: ${contact.phone}`] },
      { heading: "Registereintrag", paragraphs: [o.register] },
      { heading: "Umsatzsteuer-Identifikationsnummer", paragraphs: [o.vatId] },
      {
        heading: "Verbraucherstreitbeilegung",
        paragraphs: [
          "Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        ],
      },
    ],
  }),
  privacy: ({ name, contact, operator: o }) => ({
    title: "Datenschutzerklärung",
    description: `Wie ${name} mit Ihren Daten umgeht, wenn Sie suchen und buchen: was wir speichern, wie lange und wozu.`,
    sections: [
      {
        heading: "Verantwortlicher",
        paragraphs: [
          `Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist ${o.company}, ${addressLine(o, "de")} (${contact.email}).`,
        ],
      },
      {
        heading: "Suche",
        paragraphs: [
          "Für die Suche brauchen Sie kein Konto. Ort, Reisedaten und Gästezahl Ihrer Suche gehen an unser Buchungssystem, um Apartments zu finden; wir verknüpfen sie nicht mit Ihrer Person.",
        ],
      },
      {
        heading: "Buchung",
        paragraphs: [
          `Während Sie buchen, speichern wir Ihre Eingaben (Name, E-Mail-Adresse, Telefon, Land, Firma, Ihre Auswahl) in einer Checkout-Sitzung auf unseren Servern (Cloudflare Workers KV). Sie wird ${SESSION_HOURS} Stunden nach Ihrem letzten Schritt gelöscht, oder wenn Sie die Buchung abschließen oder abbrechen.`,
          "Wenn Sie buchen, geht Ihre Buchung mit diesen Angaben an den Betreiber des Apartments und wird so lange aufbewahrt, wie Handels- und Steuerrecht es verlangen (in der Regel bis zu zehn Jahre). Rechtsgrundlage ist die Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO).",
          "Eine Angebotsanfrage speichern wir mit Ihren Kontaktdaten, damit der Gastgeber Ihnen ein Angebot senden kann.",
        ],
      },
      {
        heading: "Kartenzahlung",
        paragraphs: [
          "Kartennummer und Prüfziffer geben Sie auf der Seite unseres Zahlungsdienstleisters ein; sie erreichen unsere Server nie. Wir erhalten nur eine maskierte Nummer (z. B. 4111 •••• 1111), die Kartenmarke, das Ablaufdatum und ein Token, mit dem der Dienstleister den Betrag belastet.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "Wir setzen nur diese Cookies, alle vom eigenen Host und an ihn gebunden:",
          "__Host-lng: Ihre Sprache (1 Jahr).",
          "__Host-currency: Ihre Währung (1 Jahr).",
          "__Host-consent: Ihre Cookie-Auswahl (6 Monate).",
          "__Host-checkout: der Verweis auf Ihre offene Buchung (7 Tage).",
          "__Host-flash: eine einmalige Meldung nach einem Formular (1 Minute).",
          "Sie sind nötig, damit die Website so funktioniert, wie Sie es wünschen; Werbe- oder Tracking-Cookies verwenden wir nicht. Ihr Browser kann außerdem Ihre letzte Suche und eine Stornierung in seinem eigenen Speicher behalten; das bleibt auf Ihrem Gerät.",
        ],
      },
      {
        heading: "E-Mails",
        paragraphs: [
          "Wir schreiben Ihnen zu Ihrer Buchung oder Anfrage: die Bestätigung mit dem Link zur Verwaltung Ihrer Buchung und eine Nachricht, wenn Sie stornieren. Newsletter senden wir nur mit Ihrer Einwilligung.",
        ],
      },
      {
        heading: "Server-Protokolle",
        paragraphs: [
          "Unsere Server protokollieren technische Ereignisse (Zeit, Seite, Fehler), um den Dienst sicher zu betreiben. Die Protokolle enthalten keine Kartendaten, keine Passwörter und keine Links zur Buchungsverwaltung und werden nach 30 Tagen gelöscht.",
        ],
      },
      {
        heading: "Ihre Rechte",
        paragraphs: [
          `Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Widerspruch und Datenübertragbarkeit (Art. 15 bis 21 DSGVO). Schreiben Sie an ${contact.email}. Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren.`,
        ],
      },
    ],
  }),
  terms: ({ name, contact, operator: o }) => ({
    title: "Buchungsbedingungen",
    description: `Die Bedingungen für Ihre Buchung eines Serviced Apartments bei ${name}: Vertrag, Preise, Zahlung, Stornierung und Haftung.`,
    sections: [
      {
        heading: "1. Vertrag",
        paragraphs: [
          `${name} wird betrieben von ${o.company}, ${addressLine(o, "de")}. Mit „Buchen“ geben Sie ein verbindliches Angebot für den angezeigten Aufenthalt ab; der Vertrag über den Aufenthalt kommt mit dem in Ihrer Bestätigung genannten Betreiber des Apartments zustande, sobald wir die Buchung per E-Mail bestätigen.`,
        ],
      },
      {
        heading: "2. Preise und Währung",
        paragraphs: [
          "Die Preise gelten für den ganzen Aufenthalt und enthalten die Umsatzsteuer sowie die in der Preisaufstellung genannten Steuern und Gebühren. Gebucht wird in der Währung, die beim Buchen angezeigt wird; Beträge in anderen Währungen dienen nur der Orientierung.",
        ],
      },
      {
        heading: "3. Zahlung",
        paragraphs: [
          "Sie zahlen auf dem gewählten Weg: per Karte (belastet durch unseren Zahlungsdienstleister), über das AirPlus-Konto Ihrer Firma, per Überweisung (auf das Konto in Ihrer Bestätigung, bis zum dort genannten Datum, mit der Buchungsnummer) oder vor Ort.",
        ],
      },
      {
        heading: "4. Stornierung",
        paragraphs: [
          "Jede Rate hat ihre eigenen Stornobedingungen, die Ihnen vor der Buchung und in der Bestätigung angezeigt werden: kostenlos bis zu einer Frist, danach eine Gebühr (ein Teil des Preises oder die erste Nacht), oder nicht erstattbar. Sie stornieren über den Link in Ihrer Bestätigungs-E-Mail.",
        ],
      },
      {
        heading: "5. Buchungen auf Anfrage",
        paragraphs: [
          "Manche Apartments werden auf Anfrage gebucht: Der Gastgeber bestätigt oder lehnt innerhalb eines Werktags ab. Der Vertrag kommt erst mit unserer Bestätigung zustande.",
        ],
      },
      {
        heading: "6. Angebotsanfragen",
        paragraphs: [
          "Eine Angebotsanfrage ist keine Buchung. Gastgeber können mit Angeboten antworten; ein Vertrag kommt erst zustande, wenn Sie ein Angebot buchen.",
        ],
      },
      {
        heading: "7. Haftung",
        paragraphs: [
          "Wir haften unbeschränkt für Vorsatz, grobe Fahrlässigkeit und Schäden an Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, vertragstypischen Schaden.",
        ],
      },
      {
        heading: "8. Anwendbares Recht",
        paragraphs: [
          `Es gilt ${o.law.de ?? "das Recht des Landes des Betreibers"}. Sind Sie Verbraucher, bleibt der zwingende Verbraucherschutz Ihres Wohnsitzlandes unberührt. Gerichtsstand für Streitigkeiten mit Kaufleuten ist ${o.venue}.`,
          `Fragen: ${contact.email}, ${contact.phone}.`,
        ],
      },
    ],
  }),
};

const DEFAULTS: Record<Language, Template> = { en: EN, de: DE };
