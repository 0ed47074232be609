import type { NameStyle } from "./cities";

/**
 * Property name templates by local style. `{street}` is the street without its generic part where
 * that reads well, `{city}` the city, `{family}` a family name, `{word}` a neutral noun.
 */
export const NAME_TEMPLATES: Record<NameStyle, string[]> = {
  de: [
    "Residenz {street}",
    "Stadtapartments {street}",
    "Boardinghouse {city} {word}",
    "Haus {family}",
    "{street} Suites",
    "Apartmenthaus {family}",
  ],
  fr: ["Résidence {street}", "Les Appartements {family}", "Maison {family}", "{street} Suites", "Le {word} {city}"],
  en: ["{street} Residences", "The {word} House", "{city} Serviced Apartments", "{family} House", "{street} Suites"],
  es: ["Apartamentos {street}", "Residencia {family}", "Casa {family}", "{street} Suites", "{word} {city} Apartments"],
  it: ["Residenza {street}", "Appartamenti {family}", "Palazzo {family}", "Casa {family}", "{street} Suites"],
  nl: ["Huis {family}", "{street} Apartments", "Stadsappartementen {street}", "The {word} {city}"],
  pt: ["Apartamentos {street}", "Casa {family}", "Residência {street}", "{word} {city} Apartments"],
  nordic: ["{street} Apartments", "{family} Residence", "{city} {word} Apartments", "The {word} {city}"],
  central: ["{street} Apartments", "Residence {family}", "{city} {word} Suites", "The {word} {city}"],
};

export const FAMILY_NAMES: Record<NameStyle, string[]> = {
  de: ["Albrecht", "Brandt", "Engel", "Falk", "Hartmann", "Keller", "Lorenz", "Sommer", "Vogel", "Winter"],
  fr: ["Aubert", "Blanchard", "Colin", "Duval", "Fontaine", "Lambert", "Marchand", "Rousseau", "Vidal"],
  en: ["Ashford", "Bramley", "Carlisle", "Hartley", "Kingsley", "Marlow", "Pemberton", "Whitmore"],
  es: ["Alonso", "Castillo", "Delgado", "Herrera", "Morales", "Navarro", "Ortega", "Serrano"],
  it: ["Bellini", "Conti", "De Luca", "Ferri", "Galli", "Marini", "Rinaldi", "Sartori"],
  nl: ["Bakker", "De Vries", "Jansen", "Mulder", "Smit", "Visser", "Van Dijk"],
  pt: ["Almeida", "Carvalho", "Ferreira", "Lopes", "Moreira", "Pereira", "Sousa"],
  nordic: ["Berg", "Dahl", "Holm", "Lund", "Nyström", "Strand", "Wiik"],
  central: ["Horvat", "Kovač", "Nagy", "Novák", "Varga", "Wójcik", "Zeman"],
};

export const NEUTRAL_WORDS = [
  "Linden",
  "Harbour",
  "Garden",
  "Courtyard",
  "Atelier",
  "Canal",
  "Park",
  "Loft",
  "Quarter",
  "Terrace",
  "Gallery",
  "Riverside",
];

/** Generic street words to drop for a shorter property name ("Rue de Rivoli" -> "Rivoli"). */
const STREET_PREFIXES =
  /^(Rue|Avenue|Boulevard|Quai|Cours|Calle|Carrer|Via|Viale|Corso|Rua|Avenida|Via del|Via dei|Calle de|Calle del|Carrer de|Carrer d'|Carrer del|Rue de la|Rue de|Rue des|Rue du|Avenue de la|Avenue de|Boulevard de la)\s+/i;

export function shortStreetName(street: string): string {
  let s = street;
  for (let i = 0; i < 3; i++) {
    const next = s
      .replace(STREET_PREFIXES, "")
      .replace(/^(de la|de l'|de|del|dei|des|du|d'|da|das|do|dos|la|le|les)\s+/i, "");
    if (next === s) break;
    s = next;
  }
  return s.replace(/^d'/i, "") || street;
}
