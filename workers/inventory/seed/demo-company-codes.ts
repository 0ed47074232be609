import type { CreateCompanyCode } from "../../../shared/ota/company-code";
import { insertCompanyCode } from "../repositories/company-codes";
import { addDays } from "../rules/calendar";

/**
 * One demo company per tenant (README, "Company codes"): its code gives 15% (or 10-12%) off every
 * apartment of the tenant for arrivals from the seed's month for three years, and a second code of
 * the same company (`…-OLD`) whose validity ended the day before that month, to see the expired
 * notice. Inserted once (fixed ids); an operator's changes to them stay.
 */
const DEMO_COMPANIES: {
  ibeUid: string;
  code: string;
  percent: number;
  terms: Omit<CreateCompanyCode, "code" | "validFrom" | "validUntil" | "plans">;
}[] = [
  {
    ibeUid: "quartier",
    code: "ACME",
    percent: 15,
    terms: {
      billing: {
        companyName: "Acme Consulting GmbH",
        street: "Friedrichstraße 68",
        postcode: "10117",
        city: "Berlin",
        country: "DE",
        vatId: "DE123456789",
        costCentre: "KS-4711",
      },
      invoice: true,
      airplus: true,
    },
  },
  {
    ibeUid: "alpenstay",
    code: "BERGWERK",
    percent: 12,
    terms: {
      billing: {
        companyName: "Bergwerk Engineering AG",
        street: "Bahnhofstrasse 10",
        postcode: "8001",
        city: "Zürich",
        country: "CH",
        vatId: "CHE-123.456.789 MWST",
        costCentre: "ENG-200",
      },
      invoice: true,
      airplus: false,
    },
  },
  {
    ibeUid: "harbourlofts",
    code: "TIDEWAY",
    percent: 10,
    terms: {
      billing: {
        companyName: "Tideway Shipping Ltd",
        street: "1 Canada Square",
        postcode: "E14 5AB",
        city: "London",
        country: "GB",
        vatId: "GB123456789",
        costCentre: "OPS-7",
      },
      invoice: true,
      airplus: false,
    },
  },
  {
    ibeUid: "citynest",
    code: "URBANCO",
    percent: 10,
    terms: {
      billing: {
        companyName: "Urban & Co. KG",
        street: "Jungfernstieg 1",
        postcode: "20354",
        city: "Hamburg",
        country: "DE",
        vatId: "DE987654321",
        costCentre: "",
      },
      invoice: false,
      airplus: true,
    },
  },
];

/** Inserts the demo codes that are not there yet; `anchor` is the seed's first day (YYYY-MM-01). */
export async function seedDemoCompanyCodes(db: D1Database, anchor: string, now: string): Promise<void> {
  const validUntil = addDays(anchor, 3 * 365);
  for (const company of DEMO_COMPANIES) {
    const plans = [{ scope: { kind: "all" as const }, rate: { kind: "percent" as const, percent: company.percent } }];
    await insertCompanyCode(
      db,
      company.ibeUid,
      { ...company.terms, code: company.code, validFrom: anchor, validUntil, plans },
      now,
      `cc_demo_${company.ibeUid}`,
    );
    await insertCompanyCode(
      db,
      company.ibeUid,
      {
        ...company.terms,
        code: `${company.code}-OLD`,
        validFrom: addDays(anchor, -365),
        validUntil: addDays(anchor, -1),
        plans,
      },
      now,
      `cc_demo_${company.ibeUid}_old`,
    );
  }
}
