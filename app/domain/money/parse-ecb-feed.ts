import type { ExchangeRates } from "./exchange-rates";

/**
 * Parses the ECB's euro foreign exchange reference rates feed (eurofxref-daily.xml):
 *
 *   <gesmes:Envelope ...>
 *     <Cube>
 *       <Cube time='2026-11-20'>
 *         <Cube currency='USD' rate='1.1583'/>
 *         ...
 *
 * Workers have no DOMParser, so a small tokenizer reads the tags; it accepts single- and
 * double-quoted attributes, comments, the XML declaration and any namespace prefixes, checks that
 * tags nest properly, and takes the first (newest) dated Cube if there are several (the 90-day and
 * historical feeds). Anything else is rejected with an EcbFeedError saying what was wrong.
 */
export class EcbFeedError extends Error {
  constructor(message: string) {
    super(`Invalid ECB feed: ${message}`);
    this.name = "EcbFeedError";
  }
}

type Tag = { kind: "open" | "close" | "empty"; name: string; attributes: Record<string, string>; offset: number };

const NAME = "[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?";
const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, "g");

function localName(name: string): string {
  return name.slice(name.indexOf(":") + 1);
}

function* tokenize(xml: string): Generator<Tag> {
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    if (lt < 0) {
      if (xml.slice(i).trim() !== "") throw new EcbFeedError(`text after the last tag at offset ${i}`);
      return;
    }
    i = lt;
    if (xml.startsWith("<!--", i)) {
      const end = xml.indexOf("-->", i + 4);
      if (end < 0) throw new EcbFeedError(`unterminated comment at offset ${i}`);
      i = end + 3;
      continue;
    }
    if (xml.startsWith("<?", i)) {
      const end = xml.indexOf("?>", i + 2);
      if (end < 0) throw new EcbFeedError(`unterminated processing instruction at offset ${i}`);
      i = end + 2;
      continue;
    }
    if (xml.startsWith("<!", i)) throw new EcbFeedError(`unexpected declaration at offset ${i}`);
    const match = TAG.exec(xml.slice(i, i + 2000));
    if (!match) throw new EcbFeedError(`malformed tag at offset ${i}: ${JSON.stringify(xml.slice(i, i + 40))}`);
    const [text, slash, name = "", attributeText = "", selfClosing] = match;
    if (slash && (attributeText.trim() !== "" || selfClosing)) {
      throw new EcbFeedError(`malformed closing tag at offset ${i}`);
    }
    const attributes: Record<string, string> = {};
    for (const attribute of attributeText.matchAll(ATTRIBUTE)) {
      const key = localName(attribute[1] ?? "");
      if (key in attributes) throw new EcbFeedError(`duplicate attribute ${key} at offset ${i}`);
      attributes[key] = attribute[2] ?? attribute[3] ?? "";
    }
    yield { kind: slash ? "close" : selfClosing ? "empty" : "open", name, attributes, offset: i };
    i += text.length;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RATE = /^\d{1,10}(?:\.\d{1,10})?$/;
const CURRENCY = /^[A-Z]{3}$/;

function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function parseEcbFeed(xml: string): ExchangeRates {
  if (typeof xml !== "string" || xml.trim() === "") throw new EcbFeedError("empty document");
  const stack: Tag[] = [];
  let root: string | undefined;
  let date: string | undefined;
  let inDatedCube = false;
  let done = false;
  const rates: Record<string, number> = {};

  for (const tag of tokenize(xml.replace(/^\uFEFF/, ""))) {
    if (tag.kind === "close") {
      const open = stack.pop();
      if (!open || open.name !== tag.name) {
        throw new EcbFeedError(
          `</${tag.name}> at offset ${tag.offset} does not close ${open ? `<${open.name}>` : "anything"}`,
        );
      }
      if (inDatedCube && localName(open.name) === "Cube" && open.attributes.time !== undefined) {
        inDatedCube = false;
        done = true;
      }
      continue;
    }
    if (stack.length === 0) {
      if (root !== undefined) throw new EcbFeedError(`second root element <${tag.name}>`);
      root = tag.name;
      if (localName(root) !== "Envelope") throw new EcbFeedError(`root element is <${root}>, not an Envelope`);
    }
    if (localName(tag.name) === "Cube" && !done) {
      const { time, currency, rate } = tag.attributes;
      if (time !== undefined) {
        if (inDatedCube) throw new EcbFeedError(`dated Cube inside another at offset ${tag.offset}`);
        if (!isRealDate(time)) throw new EcbFeedError(`invalid date ${JSON.stringify(time)}`);
        date = time;
        inDatedCube = tag.kind === "open";
      } else if (currency !== undefined || rate !== undefined) {
        if (!inDatedCube) throw new EcbFeedError(`rate outside a dated Cube at offset ${tag.offset}`);
        if (currency === undefined || !CURRENCY.test(currency)) {
          throw new EcbFeedError(`invalid currency ${JSON.stringify(currency)} at offset ${tag.offset}`);
        }
        if (rate === undefined || !RATE.test(rate) || !(Number(rate) > 0)) {
          throw new EcbFeedError(`invalid rate ${JSON.stringify(rate)} for ${currency}`);
        }
        if (currency in rates) throw new EcbFeedError(`duplicate rate for ${currency}`);
        if (currency === "EUR") throw new EcbFeedError("a rate for the base currency EUR");
        rates[currency] = Number(rate);
      }
    }
    if (tag.kind === "open") stack.push(tag);
  }

  if (root === undefined) throw new EcbFeedError("no root element");
  if (stack.length > 0) throw new EcbFeedError(`<${stack[stack.length - 1]?.name}> is not closed`);
  if (date === undefined) throw new EcbFeedError("no dated Cube");
  if (Object.keys(rates).length === 0) throw new EcbFeedError(`no rates for ${date}`);
  return { base: "EUR", date, rates };
}

/** parseEcbFeed as a result instead of an exception. */
export function safeParseEcbFeed(xml: string): { ok: true; rates: ExchangeRates } | { ok: false; error: string } {
  try {
    return { ok: true, rates: parseEcbFeed(xml) };
  } catch (error) {
    if (error instanceof EcbFeedError) return { ok: false, error: error.message };
    throw error;
  }
}
