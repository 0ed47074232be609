import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../scripts/idp/demo-users";
import { bookByBankTransfer, stays } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";
import { signIn } from "./sign-in-flow";

const emailOf = (sub: string) => DEMO_USERS.find((u) => u.sub === sub)?.email ?? "";

/** Signs a demo admin in on `admin.<brand>` and answers a reader of that host's pages. */
async function adminSession(brand: string, sub: string) {
  const { app, origin, callback } = await signIn(`admin.${brand}`, { email: emailOf(sub), returnTo: "/en/admin" });
  expect(callback.status).toBe(302);
  const get = (path: string) => fetchApp(`${origin}${path}`, { headers: { Cookie: app.header() } });
  const post = (path: string, fields: Record<string, string>) =>
    postForm(`${origin}${path}`, fields, { Cookie: app.header() });
  return { origin, get, post, page: async (path: string) => (await get(path)).text() };
}

/** The booking's reference and id, read from its manage link and confirmation page. */
async function booked(host: string, lng: "en" | "de", base: number) {
  const stay = stays(base)();
  const made = await bookByBankTransfer({ host, lng, ...stay });
  const bookingId = decodeURIComponent(/\/bookings\/([^/?]+)/.exec(made.manageUrl)?.[1] ?? "");
  const reference = /Q-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(made.confirmation)?.[0] ?? "";
  expect(bookingId && reference).toBeTruthy();
  return { ...made, bookingId, reference };
}

describe("the admin bookings pages", () => {
  it("show a brand's admin only that brand's bookings, and the platform admin every brand's", async () => {
    const alpen = await booked("alpenstay.localhost", "en", 300);
    const nest = await booked("citynest.localhost", "de", 310);

    const brand = await adminSession("alpenstay", "admin-alpenstay");
    const own = await brand.page(`/en/admin/bookings?q=${encodeURIComponent(alpen.email)}`);
    expect(own).toContain(alpen.reference);
    expect(own).toContain("1–1 of 1");
    const other = await brand.page(`/en/admin/bookings?q=${encodeURIComponent(nest.email)}`);
    expect(other).not.toContain(nest.reference);
    expect(other).toContain("No bookings match these filters.");
    // Another brand's booking id is not found on this brand's admin host.
    expect((await brand.get(`/en/admin/bookings/${nest.bookingId}`)).status).toBe(404);
    expect((await brand.get(`/en/admin/bookings/${nest.bookingId}?tenant=citynest`)).status).toBe(404);

    const platform = await adminSession("quartier", "admin-platform");
    const all = await platform.page(`/de/admin/bookings?q=${encodeURIComponent("guest-")}&size=100`);
    expect(all).toContain(alpen.reference);
    expect(all).toContain(nest.reference);
    expect(all).toContain(">Marke<");
    const narrowed = await platform.page(`/de/admin/bookings?tenant=citynest&q=${encodeURIComponent(nest.email)}`);
    expect(narrowed).toContain(nest.reference);
    expect(narrowed).not.toContain(alpen.reference);
    const detail = await platform.get(`/de/admin/bookings/${nest.bookingId}?tenant=citynest`);
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain(nest.email);
  });

  it("keep the list usable with a bad filter value, saying which field and why", async () => {
    const brand = await adminSession("citynest", "admin-citynest");
    const response = await brand.get("/de/admin/bookings?status=paid&arrivalFrom=2026-12-10&arrivalTo=2026-12-01");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Wählen Sie einen der angebotenen Status.");
    expect(html).toContain("Das Ende liegt vor dem Anfang");
    expect(html).toContain('value="2026-12-10"');
  });

  it("cancel a booking with the fee waived: the guest's manage page shows it cancelled, the mail is in the outbox, the history names the admin", async () => {
    const stay = await booked("citynest.localhost", "en", 320);
    const brand = await adminSession("citynest", "admin-citynest");
    const path = `/en/admin/bookings/${stay.bookingId}`;
    const before = await brand.page(path);
    expect(before).toContain(stay.email);
    expect(before).toContain('data-testid="waive-form"');

    const missing = await brand.post(path, { intent: "waive", reason: " " });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Give a reason of at least 3 characters");

    const done = await brand.post(path, { intent: "waive", reason: "Burst pipe in the flat" });
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(path);
    const after = await brand.page(path);
    expect(after).toContain("Cancelled");
    expect(after).toContain("Burst pipe in the flat");
    expect(after).toContain(`by ${emailOf("admin-citynest")}`);
    expect(after).not.toContain('data-testid="waive-form"');

    const manage = await (await fetchApp(stay.manageUrl)).text();
    expect(manage).toMatch(/data-testid="booking-status"[^>]*>Cancelled</);
    const mails = await env.DB.prepare("SELECT kind, subject FROM mail_outbox WHERE recipient = ? ORDER BY created_at")
      .bind(stay.email)
      .all<{ kind: string; subject: string }>();
    expect(mails.results.map((m) => m.kind)).toEqual(["booking_confirmation", "booking_cancellation"]);

    // A second post changes nothing and sends no second mail.
    await brand.post(path, { intent: "cancel" });
    const again = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE recipient = ? AND kind = ?")
      .bind(stay.email, "booking_cancellation")
      .first<{ n: number }>();
    expect(again?.n).toBe(1);
  });

  it("resend the confirmation mail and record it in the history", async () => {
    const stay = await booked("alpenstay.localhost", "de", 330);
    const brand = await adminSession("alpenstay", "admin-alpenstay");
    const path = `/de/admin/bookings/${stay.bookingId}`;
    const sent = await brand.post(path, { intent: "resend" });
    expect(sent.status).toBe(303);
    const mails = await env.DB.prepare("SELECT kind FROM mail_outbox WHERE recipient = ? ORDER BY created_at")
      .bind(stay.email)
      .all<{ kind: string }>();
    expect(mails.results.map((m) => m.kind)).toEqual(["booking_confirmation", "booking_confirmation"]);
    const page = await brand.page(path);
    expect(page).toContain("Bestätigung erneut gesendet");
    expect(page).toContain(`von ${emailOf("admin-alpenstay")}`);
  });

  it("send the guest's mails in the language the guest booked in, whatever the admin's page language", async () => {
    const stay = await booked("alpenstay.localhost", "de", 336);
    const brand = await adminSession("alpenstay", "admin-alpenstay");
    const path = `/en/admin/bookings/${stay.bookingId}`;
    expect((await brand.post(path, { intent: "resend" })).status).toBe(303);
    expect((await brand.post(path, { intent: "waive", reason: "Burst pipe in the flat" })).status).toBe(303);
    const mails = await env.DB.prepare(
      "SELECT kind, language, text_body FROM mail_outbox WHERE recipient = ? ORDER BY created_at",
    )
      .bind(stay.email)
      .all<{ kind: string; language: string; text_body: string }>();
    expect(mails.results.map((m) => [m.kind, m.language])).toEqual([
      ["booking_confirmation", "de"],
      ["booking_confirmation", "de"],
      ["booking_cancellation", "de"],
    ]);
    // Named as the guest read it at booking, not in the admin's English.
    const [confirmation, resent, cancellation] = mails.results.map((m) => m.text_body);
    // (The manage link's origin is the brand's as seen from the admin host: here with the test port.)
    expect(resent?.replace(/localhost:\d+\//, "localhost/")).toBe(confirmation);
    const apartment = /^Apartment: .+$/m.exec(confirmation ?? "")?.[0];
    expect(apartment).toMatch(/Apartment mit|Studio|Loft|Penthouse/);
    expect(cancellation).toContain(apartment);
    expect(cancellation).toContain("storniert");
  });

  it("show the guest's country as its own field in the page's language, and old bookings' notes without it", async () => {
    const stay = await booked("alpenstay.localhost", "en", 350);
    const brand = await adminSession("alpenstay", "admin-alpenstay");
    const path = (lng: string) => `/${lng}/admin/bookings/${stay.bookingId}`;
    const field = (label: string, value: string) => new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>${value}</dd>`);
    const german = await brand.page(path("de"));
    expect(german).toMatch(field("Wohnsitzland", "Vereinigtes Königreich"));
    expect(german).not.toContain("Guest country");
    expect(await brand.page(path("en"))).toMatch(field("Country of residence", "United Kingdom"));
    // The country is the guest's own field of the booking, not a line of its notes.
    const stored = await env.INVENTORY_DB.prepare("SELECT guest_country, notes FROM bookings WHERE id = ?")
      .bind(stay.bookingId)
      .first<{ guest_country: string | null; notes: string | null }>();
    expect(stored?.guest_country).toBe("GB");
    expect(stored?.notes ?? "").not.toContain("country");

    // A booking made before: the country was a line of its notes. It reads like a new one.
    await env.INVENTORY_DB.prepare("UPDATE bookings SET guest_country = NULL, notes = ? WHERE id = ?")
      .bind("Arrival: 18:30\nGuest country: FR\nMessage: Ground floor, please", stay.bookingId)
      .run();
    const old = await brand.page(path("de"));
    expect(old).toMatch(field("Wohnsitzland", "Frankreich"));
    expect(old).toContain("Arrival: 18:30\nMessage: Ground floor, please");
    expect(old).not.toContain("Guest country");
  });

  it("export the filtered list as CSV with a byte order mark", async () => {
    const stay = await booked("alpenstay.localhost", "en", 340);
    const brand = await adminSession("alpenstay", "admin-alpenstay");
    const response = await brand.get(`/en/admin/bookings/export?q=${encodeURIComponent(stay.email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="bookings-alpenstay-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the byte order mark checked above.
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Status,Guest,E-mail,Property,Apartment,Apartments,Arrival,Departure,Nights,Currency,Total,Booked,Content key (cms),Source (utm_source),Medium (utm_medium),Campaign (utm_campaign)",
    );
    expect(lines.slice(1).filter(Boolean)).toHaveLength(1);
    expect(lines[1]).toContain(`${stay.reference},`);
    expect(lines[1]).toContain(stay.email);
    // English spreadsheets: a comma between fields, a decimal point in the total.
    expect(lines[1]?.split(",")).toHaveLength(17);
    expect(lines[1]).toMatch(/,[A-Z]{3},\d+\.\d{2},\d{4}-\d{2}-\d{2}T[^,]+,,,,$/);
  });

  it("export for German spreadsheets from the German page: semicolons and decimal commas", async () => {
    const stay = await booked("alpenstay.localhost", "de", 345);
    const brand = await adminSession("alpenstay", "admin-alpenstay");
    const english = await brand.get(`/en/admin/bookings/export?q=${encodeURIComponent(stay.email)}`);
    const englishTotal = /,[A-Z]{3},(\d+)\.(\d{2}),/.exec(new TextDecoder().decode(await english.arrayBuffer()));
    expect(englishTotal).not.toBeNull();

    const response = await brand.get(`/de/admin/bookings/export?q=${encodeURIComponent(stay.email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      "Buchungsnummer;Status;Gast;E-Mail;Objekt;Apartment;Apartments;Anreise;Abreise;Nächte;Währung;Gesamt;Gebucht;Inhaltsschlüssel (cms);Quelle (utm_source);Medium (utm_medium);Kampagne (utm_campaign)",
    );
    expect(lines.slice(1).filter(Boolean)).toHaveLength(1);
    const fields = lines[1]?.split(";") ?? [];
    expect(fields).toHaveLength(17);
    expect(fields[0]).toBe(stay.reference);
    expect(fields[3]).toBe(stay.email);
    // A booking of one apartment counts one (decision 0142).
    expect(fields[6]).toBe("1");
    // The same total as the English file's, with a decimal comma.
    expect(fields[11]).toBe(`${englishTotal?.[1]},${englishTotal?.[2]}`);
  });
});
