import { describe, expect, it } from "vitest";
import snapshot from "../../../data/rates/ecb-eurofxref-daily.xml?raw";
import { EcbFeedError, parseEcbFeed, safeParseEcbFeed } from "./parse-ecb-feed";

function feed(body: string, { quote = "'", root = "gesmes:Envelope" } = {}) {
  const q = quote;
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>${body.replaceAll("'", q)}</Cube>
</${root}>`;
}

const usdGbp =
  "<Cube time='2026-11-20'><Cube currency='USD' rate='1.1583'/><Cube currency='GBP' rate='0.86915'/></Cube>";

describe("parseEcbFeed", () => {
  it("reads the committed snapshot", () => {
    const rates = parseEcbFeed(snapshot);
    expect(rates.base).toBe("EUR");
    expect(rates.date).toBe("2026-11-20");
    expect(Object.keys(rates.rates)).toHaveLength(29);
    expect(rates.rates).toMatchObject({ USD: 1.1583, GBP: 0.86915, CHF: 0.9347, JPY: 178.42, DKK: 7.4604, ISK: 146.3 });
  });

  it.each([
    ["single quotes", feed(usdGbp)],
    ["double quotes", feed(usdGbp, { quote: '"' })],
    [
      "mixed quotes, attributes in any order, extra whitespace",
      feed(`<Cube  time="2026-11-20" ><Cube rate='1.1583' currency="USD" /><Cube
        currency = 'GBP'
        rate = "0.86915"></Cube></Cube>`),
    ],
    ["no namespace prefix", feed(usdGbp, { root: "Envelope" })],
    ["comments and a byte order mark", `\uFEFF<!-- snapshot -->${feed(`<!-- rates -->${usdGbp}`)}<!-- end -->`],
  ])("accepts %s", (_, xml) => {
    expect(parseEcbFeed(xml)).toEqual({ base: "EUR", date: "2026-11-20", rates: { USD: 1.1583, GBP: 0.86915 } });
  });

  it("takes the newest day of a multi-day feed", () => {
    const xml = feed(
      `<Cube time='2026-11-20'><Cube currency='USD' rate='1.1583'/></Cube>` +
        `<Cube time='2026-11-19'><Cube currency='USD' rate='1.1544'/><Cube currency='GBP' rate='0.8700'/></Cube>`,
    );
    expect(parseEcbFeed(xml)).toEqual({ base: "EUR", date: "2026-11-20", rates: { USD: 1.1583 } });
  });

  it.each([
    ["an empty document", "", /empty/],
    ["HTML", "<html><body>Service unavailable</body></html>", /root element is <html>/],
    ["plain text", "Service unavailable", /text after the last tag/],
    ["JSON", '{"rates":{}}', /text after the last tag/],
    ["a truncated document", feed(usdGbp).slice(0, 300), /not closed|malformed/],
    ["mismatched tags", feed("<Cube time='2026-11-20'><Cube currency='USD' rate='1.1'/></Cubes>"), /does not close/],
    ["unquoted attributes", feed("<Cube time=2026-11-20><Cube currency='USD' rate='1.1'/></Cube>"), /malformed tag/],
    ["an unterminated comment", feed(usdGbp).replace("<Cube>", "<!-- <Cube>"), /unterminated comment/],
    ["no dated Cube", feed("<Cube currency='USD' rate='1.1'/>"), /outside a dated Cube/],
    ["a day without rates", feed("<Cube time='2026-11-20'></Cube>"), /no rates/],
    ["an impossible date", feed("<Cube time='2026-02-30'><Cube currency='USD' rate='1.1'/></Cube>"), /invalid date/],
    [
      "a lower-case currency",
      feed("<Cube time='2026-11-20'><Cube currency='usd' rate='1.1'/></Cube>"),
      /invalid currency/,
    ],
    ["a missing currency", feed("<Cube time='2026-11-20'><Cube rate='1.1'/></Cube>"), /invalid currency/],
    ["a missing rate", feed("<Cube time='2026-11-20'><Cube currency='USD'/></Cube>"), /invalid rate/],
    ["a comma decimal", feed("<Cube time='2026-11-20'><Cube currency='USD' rate='1,1'/></Cube>"), /invalid rate/],
    ["a zero rate", feed("<Cube time='2026-11-20'><Cube currency='USD' rate='0.0000'/></Cube>"), /invalid rate/],
    ["a negative rate", feed("<Cube time='2026-11-20'><Cube currency='USD' rate='-1.1'/></Cube>"), /invalid rate/],
    [
      "a duplicate currency",
      feed("<Cube time='2026-11-20'><Cube currency='USD' rate='1.1'/><Cube currency='USD' rate='1.2'/></Cube>"),
      /duplicate rate for USD/,
    ],
    ["a rate for EUR", feed("<Cube time='2026-11-20'><Cube currency='EUR' rate='1'/></Cube>"), /base currency/],
    ["a DOCTYPE", `<!DOCTYPE x [<!ENTITY a "b">]>${feed(usdGbp)}`, /unexpected declaration/],
    ["two roots", `${feed(usdGbp)}<Envelope></Envelope>`, /second root/],
  ])("rejects %s", (_, xml, message) => {
    expect(() => parseEcbFeed(xml)).toThrow(EcbFeedError);
    expect(() => parseEcbFeed(xml)).toThrow(message);
  });
});

describe("safeParseEcbFeed", () => {
  it("returns a result instead of throwing", () => {
    expect(safeParseEcbFeed(feed(usdGbp))).toMatchObject({ ok: true, rates: { date: "2026-11-20" } });
    expect(safeParseEcbFeed("<html/>")).toEqual({
      ok: false,
      error: "Invalid ECB feed: root element is <html>, not an Envelope",
    });
  });
});
