import { DBI_LABEL_KEYS, type DbiField } from "../../../shared/payments/dbi";
import { luhnCheckDigit } from "../../../shared/payments/luhn";
import { maskCardNumber } from "../../../shared/payments/mask-card";
import type { AirplusCard } from "../../../shared/payments/payments-contract";

/**
 * Demo AirPlus data per demo brand (the seed brands that offer AirPlus): the DBI fields the tenant's
 * corporate customers fill in, and a couple of companies with saved (masked) AirPlus cards. Any other
 * brand, a run-time one included, has none: the sandbox knows no brand list (docs/decisions/0120).
 */
type TenantAirplus = {
  dbi: DbiField[];
  companies: { id: string; name: string; cards: AirplusCard[] }[];
};

const field = (
  code: DbiField["code"],
  required: boolean,
  maxLength: number,
  pattern?: string,
  example?: string,
): DbiField => ({
  code,
  labelKey: DBI_LABEL_KEYS[code],
  required,
  maxLength,
  ...(pattern ? { pattern } : {}),
  ...(example ? { example } : {}),
});

/** A saved UATP card: 15 digits from a 14-digit stem plus its Luhn digit, kept only masked. */
function savedCard(stem: string, holder: string, expiryMonth: number, expiryYear: number, token: string): AirplusCard {
  const number = `${stem}${luhnCheckDigit(stem)}`;
  return { token, masked: maskCardNumber(number), brand: "uatp", holder, expiryMonth, expiryYear };
}

const DATA: Record<string, TenantAirplus> = {
  quartier: {
    dbi: [
      field("KS", true, 10, "[A-Z0-9-]+", "KS-4711"),
      field("PK", true, 8, "\\d+", "0815"),
      field("PR", false, 12),
      field("AU", false, 17),
    ],
    companies: [
      {
        id: "acme-consulting",
        name: "ACME Consulting GmbH",
        cards: [
          savedCard("12200000000000", "ACME CONSULTING TRAVEL", 12, 2029, "sbx_ap_quartier_acme_1"),
          savedCard("12201234567890", "ACME CONSULTING EVENTS", 6, 2028, "sbx_ap_quartier_acme_2"),
        ],
      },
      {
        id: "nordlicht-media",
        name: "Nordlicht Media AG",
        cards: [savedCard("19204455667788", "NORDLICHT MEDIA", 3, 2030, "sbx_ap_quartier_nordlicht_1")],
      },
    ],
  },
  harbourlofts: {
    dbi: [field("DS", true, 10), field("IK", false, 17), field("RZ", false, 20), field("BD", false, 10)],
    companies: [
      {
        id: "thames-engineering",
        name: "Thames Engineering Ltd",
        cards: [savedCard("12209876543210", "THAMES ENGINEERING", 9, 2029, "sbx_ap_harbour_thames_1")],
      },
      {
        id: "northwind-trading",
        name: "Northwind Trading plc",
        cards: [
          savedCard("12205555000011", "NORTHWIND TRADING", 1, 2031, "sbx_ap_harbour_northwind_1"),
          savedCard("12205555000022", "NORTHWIND SALES", 11, 2029, "sbx_ap_harbour_northwind_2"),
        ],
      },
    ],
  },
  citynest: {
    dbi: [
      field("AE", true, 17),
      field("AK", false, 12),
      field("KS", false, 10, "[A-Z0-9-]+", "KS-4711"),
      field("PK", false, 8, "\\d+", "0815"),
    ],
    companies: [
      {
        id: "vistula-software",
        name: "Vistula Software sp. z o.o.",
        cards: [savedCard("12207070707070", "VISTULA SOFTWARE", 5, 2030, "sbx_ap_citynest_vistula_1")],
      },
      {
        id: "moldau-logistics",
        name: "Moldau Logistics s.r.o.",
        cards: [savedCard("12203030303030", "MOLDAU LOGISTICS", 8, 2029, "sbx_ap_citynest_moldau_1")],
      },
    ],
  },
};

export type AirplusLookup = { ok: true; data: TenantAirplus } | { ok: false; code: "airplus_not_enabled" };

export function airplusDataFor(ibeUid: string): AirplusLookup {
  const data = Object.hasOwn(DATA, ibeUid) ? DATA[ibeUid] : undefined;
  return data ? { ok: true, data } : { ok: false, code: "airplus_not_enabled" };
}
