import { describe, expect, it } from "vitest";
import { bookByBankTransfer, stays } from "./booked-stay";
import { fetchApp } from "./fetch-app";

const nextStay = stays(260);

function pathsFrom(confirmation: string) {
  const href = (id: string) =>
    (new RegExp(`href="([^"]+)"[^>]*data-testid="${id}"`).exec(confirmation)?.[1] ?? "").replaceAll("&amp;", "&");
  return { calendar: href("calendar-link"), receipt: href("receipt-link") };
}

describe("the booking's calendar file and receipt", () => {
  it("are linked from the confirmation and the manage page, behind the manage link's token", async () => {
    const stay = nextStay();
    const { confirmation, manageUrl } = await bookByBankTransfer({ lng: "en", ...stay });
    const { calendar, receipt } = pathsFrom(confirmation);
    expect(calendar).toMatch(/^\/en\/bookings\/bk_[a-z0-9]+\/calendar\?token=[\w-]{43}$/);
    expect(receipt).toMatch(/^\/en\/bookings\/bk_[a-z0-9]+\/receipt\?token=[\w-]{43}$/);
    const manage = await (await fetchApp(manageUrl)).text();
    expect(manage).toContain('data-testid="calendar-link"');
    expect(manage).toContain('data-testid="receipt-link"');

    for (const path of [calendar, receipt]) {
      const url = new URL(path, "http://quartier.localhost");
      expect((await fetchApp(url.toString())).status).toBe(200);
      const wrong = new URL(url);
      wrong.searchParams.set("token", "A".repeat(43));
      expect((await fetchApp(wrong.toString())).status).toBe(404);
      const none = new URL(url);
      none.searchParams.delete("token");
      expect((await fetchApp(none.toString())).status).toBe(404);
      expect((await fetchApp(url.toString().replace("quartier.localhost", "citynest.localhost"))).status).toBe(404);
      const other = url.toString().replace(/bk_[a-z0-9]+/, "bk_unknown000000000000000000");
      expect((await fetchApp(other)).status).toBe(404);
    }
  });

  it("the calendar file is one all-day event over the stay with a stable UID", async () => {
    const stay = nextStay();
    const { confirmation } = await bookByBankTransfer({ lng: "de", ...stay });
    const { calendar } = pathsFrom(confirmation);
    const response = await fetchApp(`http://quartier.localhost${calendar}`);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Q-[A-Z0-9-]+\.ics"$/);
    const ics = await response.text();
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${stay.from.replaceAll("-", "")}\r\n`);
    expect(unfolded).toMatch(/\r\nSUMMARY:Aufenthalt: Apartment mit/);
    expect(unfolded).toMatch(/Check-in ab \d{2}:\d{2}\\, Check-out bis \d{2}:\d{2}/);
    expect(unfolded).toMatch(/\r\nLOCATION:[^\r]+\\, \d{4,5} [^\r]+\r\n/);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).not.toContain("token=");
    const uid = /\r\nUID:([^\r]+)\r\n/.exec(unfolded)?.[1];
    expect(uid).toMatch(/^bk_[a-z0-9]+@quartier\.localhost$/);
    const again = (await (await fetchApp(`http://quartier.localhost${calendar}`)).text()).replace(/\r\n /g, "");
    expect(/\r\nUID:([^\r]+)\r\n/.exec(again)?.[1]).toBe(uid);
  });

  it("the receipt lists the booking, its price and the bank details, rendered on the server", async () => {
    const stay = nextStay();
    const { confirmation } = await bookByBankTransfer({ lng: "en", ...stay });
    const reference = /data-testid="booking-reference">([^<]+)</.exec(confirmation)?.[1] ?? "";
    const { receipt } = pathsFrom(confirmation);
    const html = await (await fetchApp(`http://quartier.localhost${receipt}`)).text();
    expect(html).toContain(`<title>Receipt ${reference}</title>`);
    expect(html).toContain(`data-testid="receipt-reference">${reference}<`);
    expect(html).toMatch(/data-testid="receipt-guest">Ada Lovelace/);
    expect(html).toMatch(/data-testid="receipt-status">Confirmed</);
    expect(html).toMatch(/data-testid="receipt-payment">Bank transfer</);
    expect(html).toMatch(/data-testid="receipt-total">€[\d,.]+</);
    expect(html).toMatch(/City tax|Cleaning|VAT/);
    expect(html).toContain('data-testid="bank-iban">DE05 1005 0000 0190 1234 56<');
    expect(html).toContain("DE312345678");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});
