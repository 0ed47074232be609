import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminOf } from "./admin-session";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";

/** The admin form of company codes with several rate plans (decision 0038), over HTTP as a browser without JavaScript. */

type Admin = Awaited<ReturnType<typeof adminOf>>;
const PAGE = "/en/admin/company-codes";
let admin: Admin;
let type: { id: string; property_id: string };

beforeAll(async () => {
  admin = await adminOf("citynest", "admin-citynest");
  const row = await env.INVENTORY_DB.prepare(
    `SELECT t.id, t.property_id FROM apartment_types t
     JOIN property_tenants pt ON pt.property_id = t.property_id AND pt.ibe_uid = 'citynest' ORDER BY t.id LIMIT 1`,
  ).first<{ id: string; property_id: string }>();
  if (!row) throw new Error("citynest has no apartment");
  type = row;
});

const plansOf = async (code: string) =>
  (
    await env.INVENTORY_DB.prepare(
      `SELECT p.id, p.scope_kind, p.scope_id, p.rate_kind, p.rate_value FROM company_rate_plans p
       JOIN company_codes c ON c.id = p.company_code_id WHERE c.ibe_uid = 'citynest' AND c.code = ?1 ORDER BY p.rowid`,
    )
      .bind(code)
      .all<{ id: string; scope_kind: string; scope_id: string | null; rate_kind: string; rate_value: number }>()
  ).results;

const codeId = async (code: string) =>
  (
    await env.INVENTORY_DB.prepare("SELECT id FROM company_codes WHERE ibe_uid = 'citynest' AND code = ?1")
      .bind(code)
      .first<{ id: string }>()
  )?.id ?? "";

function newCode(code: string, plans: Record<string, string>[], extra: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    intent: "create",
    code,
    companyName: `Company ${code}`,
    validFrom: isoDateFromToday(0),
    validUntil: isoDateFromToday(120),
    invoice: "on",
    ...extra,
  };
  plans.forEach((plan, i) => {
    for (const [key, value] of Object.entries(plan)) fields[`plans[${i}].${key}`] = value;
  });
  return fields;
}

const insertIntent = JSON.stringify({
  type: "insert",
  payload: { name: "plans", defaultValue: { scopeKind: "all", rateKind: "percent" } },
});

describe("company codes with several rate plans in the admin form", () => {
  it("creates a code with two plans; a bad row is refused with its message and the input kept", async () => {
    const code = `TWO-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const discount = { scopeKind: "all", scopeId: "", rateKind: "percent", rateValue: "10" };
    const fixed = { scopeKind: "apartmentType", scopeId: type.id, rateKind: "fixedNightly", rateValue: "95" };

    // "Add another plan" without JavaScript: the page answers with one more row, nothing is stored.
    const added = await admin.post(PAGE, { ...newCode(code, [discount]), __intent__: insertIntent });
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(addedHtml).toContain("Rate plan 2");
    expect(addedHtml).toContain(`value="${code}"`);
    expect(await codeId(code)).toBe("");

    const bad = await admin.post(PAGE, newCode(code, [discount, { ...fixed, rateKind: "percent" }]));
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Enter a percent from 1 to 90, or a nightly rate above 0.");
    expect(badHtml).toContain('id="new-code-plans[1].rateValue-error"');
    expect(badHtml).not.toContain('id="new-code-plans[0].rateValue-error"');
    expect(badHtml).toContain(`value="${code}"`);
    expect(badHtml).toContain(`value="${type.id}"`);
    expect(await codeId(code)).toBe("");

    const german = await admin.post(
      "/de/admin/company-codes",
      newCode(code, [discount, { ...fixed, scopeKind: "all" }]),
    );
    expect(german.status).toBe(400);
    expect(await german.text()).toContain("Ein fester Preis pro Nacht braucht");

    const created = await admin.post(PAGE, newCode(code, [discount, fixed]));
    expect(created.status).toBe(303);
    expect(await plansOf(code)).toMatchObject([
      { scope_kind: "all", scope_id: null, rate_kind: "percent", rate_value: 10 },
      { scope_kind: "apartmentType", scope_id: type.id, rate_kind: "fixedNightly", rate_value: 9_500 },
    ]);
    const list = await admin.page(`${PAGE}?done=created&code=${code}`);
    expect(list.html).toContain(`The code ${code} was created.`);
    expect(list.html).toContain("10% off · every apartment");
    expect(list.html).toContain(`95.00 per night · apartment type ${type.id}`);
  });

  it("edits a code's plans: changes one, removes one, adds one; a bad row keeps the stored plans", async () => {
    const code = `EDIT-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const created = await admin.post(
      PAGE,
      newCode(code, [
        { scopeKind: "all", rateKind: "percent", rateValue: "5" },
        { scopeKind: "property", scopeId: type.property_id, rateKind: "percent", rateValue: "8" },
      ]),
    );
    expect(created.status).toBe(303);
    const id = await codeId(code);
    const [first, second] = await plansOf(code);
    const edit = (plans: Record<string, string>[]) => {
      const fields: Record<string, string> = {
        intent: "update",
        id,
        validFrom: isoDateFromToday(0),
        validUntil: isoDateFromToday(60),
        active: "on",
      };
      plans.forEach((plan, i) => {
        for (const [key, value] of Object.entries(plan)) fields[`plans[${i}].${key}`] = value;
      });
      return fields;
    };
    const bad = await admin.post(
      PAGE,
      edit([
        { id: first?.id ?? "", scopeKind: "all", rateKind: "percent", rateValue: "7" },
        { scopeKind: "property", scopeId: "", rateKind: "percent", rateValue: "9" },
      ]),
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Enter the id of one of your properties or apartment types.");
    expect(badHtml).toContain(`id="edit-${id}-plans[1].scopeId-error"`);
    expect((await plansOf(code)).map((p) => p.rate_value)).toEqual([5, 8]);

    const unknown = await admin.post(
      PAGE,
      edit([{ scopeKind: "property", scopeId: "p-not-ours-0001", rateKind: "percent", rateValue: "9" }]),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(`id="edit-${id}-plans[0].scopeId-error"`);

    const saved = await admin.post(
      PAGE,
      edit([
        { id: first?.id ?? "", scopeKind: "all", rateKind: "percent", rateValue: "7" },
        { scopeKind: "apartmentType", scopeId: type.id, rateKind: "fixedNightly", rateValue: "88,50" },
      ]),
    );
    expect(saved.status).toBe(303);
    const after = await plansOf(code);
    expect(after).toMatchObject([
      { id: first?.id, scope_kind: "all", rate_value: 7 },
      { scope_kind: "apartmentType", scope_id: type.id, rate_kind: "fixedNightly", rate_value: 8_850 },
    ]);
    expect(after.map((p) => p.id)).not.toContain(second?.id);
  });

  it("refuses a post from another site (CSRF) and stores nothing", async () => {
    const code = `CSRF-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const response = await fetchApp(`${admin.origin}${PAGE}`, {
      method: "POST",
      body: new URLSearchParams(newCode(code, [{ scopeKind: "all", rateKind: "percent", rateValue: "5" }])),
      headers: {
        ...admin.headers,
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "cross-site",
        Origin: "https://evil.example",
      },
    });
    expect(response.status).toBe(403);
    expect(await codeId(code)).toBe("");
  });
});
