import { XMLParser, XMLValidator } from "fast-xml-parser";
import { OTA_ERROR_CODE as C, issue, type OtaIssue, OTA_ERROR_TYPE as T } from "./ota-errors";

/**
 * The three OpenTravel ARI notifications (docs/guides/channel-managers.md) read into typed elements:
 * each element's dates, weekdays and codes and what it sets, or the problems of each element. Nothing
 * here knows the brand: codes are mapped and dates checked against today in ari-edits.ts.
 */

export const ARI_MESSAGES = [
  "OTA_HotelInvCountNotifRQ",
  "OTA_HotelAvailNotifRQ",
  "OTA_HotelRateAmountNotifRQ",
] as const;
export type AriMessageName = (typeof ARI_MESSAGES)[number];

/** What an element applies to: the days from `start` to `end` (both included) on `weekdays` (0 Sunday; null every day). */
export type AppliesTo = {
  tag: string;
  start: string;
  end: string;
  weekdays: ReadonlySet<number> | null;
  invTypeCode: string;
  ratePlanCode: string | null;
};

/** InvCount: the units left to sell (CountType 2, "definitive availability") on each night. */
export type InvCountElement = AppliesTo & { kind: "count"; count: number };

/** AvailStatusMessage: the fields it sets (undefined: kept); a stay length of 0 removes that limit. */
export type AvailElement = AppliesTo & {
  kind: "avail";
  closed?: boolean;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  minStay?: number | null;
  maxStay?: number | null;
};

/** One BaseByGuestAmt: the amount after tax as written (a decimal), for `guests` (null: not said). */
export type GuestAmount = { tag: string; guests: number | null; amount: string; currency: string | null };

/** RateAmountMessage: the night's prices by number of guests, or (`remove`) the day prices taken away. */
export type RateElement = AppliesTo & { kind: "rate"; remove: boolean; amounts: GuestAmount[] };

export type AriElement = InvCountElement | AvailElement | RateElement;

export type AriMessage = {
  name: AriMessageName;
  echoToken: string | null;
  timeStamp: string | null;
  version: string | null;
  /** POS/Source/RequestorID/@MessagePassword: a key given in the message instead of the Authorization header. */
  messagePassword: string | null;
  elements: AriElement[];
};

/** The header of any root element the endpoint answers, even one it cannot read further. */
export type MessageHeader = Pick<AriMessage, "echoToken" | "timeStamp" | "version" | "messagePassword"> & {
  /** The root element's name (the answer's is the same with RS). */
  root: string;
};

export type ParsedAri =
  | { ok: true; header: MessageHeader; message: AriMessage; issues: OtaIssue[] }
  | { ok: false; header: MessageHeader | null; issues: OtaIssue[] };

type Node = Record<string, unknown>;

const REPEATED = new Set([
  "AvailStatusMessage",
  "RateAmountMessage",
  "Inventory",
  "InvCount",
  "LengthOfStay",
  "RestrictionStatus",
  "Rate",
  "BaseByGuestAmt",
  "AdditionalGuestAmount",
  "Inventories",
  "AvailStatusMessages",
  "RateAmountMessages",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // Entities are left as written: no document-defined entity is ever expanded.
  processEntities: false,
  isArray: (name) => REPEATED.has(name),
});

const EWT_DAYS: readonly [string, number][] = [
  ["Sun", 0],
  ["Mon", 1],
  ["Tue", 2],
  ["Weds", 3],
  ["Thur", 4],
  ["Fri", 5],
  ["Sat", 6],
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const attr = (node: Node | undefined, name: string): string | null => {
  const value = node?.[`@${name}`];
  return typeof value === "string" ? value.trim() : null;
};

const children = (node: Node | undefined, name: string): Node[] => {
  const value = node?.[name];
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === "object" ? (v as Node) : {}));
  if (value === undefined) return [];
  return [value && typeof value === "object" ? (value as Node) : {}];
};

const child = (node: Node | undefined, name: string): Node | undefined => children(node, name)[0];

/** An OpenTravel boolean: true/false or 1/0. */
function booleanOf(text: string): boolean | null {
  if (text === "true" || text === "1") return true;
  if (text === "false" || text === "0") return false;
  return null;
}

/** A whole number of at least `min`, or null. */
function wholeOf(text: string | null, min: number): number | null {
  if (text === null || !/^-?\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min ? n : null;
}

/** The StatusApplicationControl of an element: dates, weekdays and codes, or its problems. */
function appliesTo(element: Node, tag: string, issues: OtaIssue[]): AppliesTo | null {
  const control = child(element, "StatusApplicationControl");
  const at = `${tag}/StatusApplicationControl`;
  if (!control) {
    issues.push(issue(T.requiredFieldMissing, C.requiredFieldMissing, at, "StatusApplicationControl is required"));
    return null;
  }
  const before = issues.length;
  const start = attr(control, "Start");
  const end = attr(control, "End");
  const invTypeCode = attr(control, "InvTypeCode");
  for (const [name, value] of [
    ["Start", start],
    ["End", end],
  ] as const) {
    if (value === null)
      issues.push(issue(T.requiredFieldMissing, C.requiredFieldMissing, `${at}/@${name}`, `${name} is required`));
    else if (!isRealDate(value))
      issues.push(issue(T.bizRule, C.invalidDate, `${at}/@${name}`, `${name} ${value} is not a date (YYYY-MM-DD)`));
  }
  if (start && end && isRealDate(start) && isRealDate(end) && end < start)
    issues.push(issue(T.bizRule, C.invalidDate, `${at}/@End`, `End ${end} is before Start ${start}`));
  if (!invTypeCode)
    issues.push(issue(T.requiredFieldMissing, C.requiredFieldMissing, `${at}/@InvTypeCode`, "InvTypeCode is required"));
  let weekdays: Set<number> | null = null;
  for (const [name, day] of EWT_DAYS) {
    const text = attr(control, name);
    if (text === null) continue;
    const on = booleanOf(text);
    if (on === null) {
      issues.push(issue(T.bizRule, C.invalidValue, `${at}/@${name}`, `${name} must be true or false`));
      continue;
    }
    weekdays ??= new Set();
    if (on) weekdays.add(day);
  }
  if (issues.length > before) return null;
  return {
    tag,
    start: start!,
    end: end!,
    weekdays,
    invTypeCode: invTypeCode!,
    ratePlanCode: attr(control, "RatePlanCode") || null,
  };
}

function inventoryElements(root: Node, issues: OtaIssue[]): InvCountElement[] {
  const out: InvCountElement[] = [];
  const all = children(root, "Inventories").flatMap((group) => children(group, "Inventory"));
  all.forEach((element, i) => {
    const tag = `Inventories/Inventory[${i + 1}]`;
    const before = issues.length;
    const applies = appliesTo(element, tag, issues);
    const counts = children(child(element, "InvCounts"), "InvCount");
    if (counts.length !== 1) {
      issues.push(
        issue(T.requiredFieldMissing, C.requiredFieldMissing, `${tag}/InvCounts`, "One InvCount is required"),
      );
      return;
    }
    const countTag = `${tag}/InvCounts/InvCount[1]`;
    const countType = attr(counts[0], "CountType");
    if (countType !== null && countType !== "2")
      issues.push(
        issue(
          T.noImplementation,
          C.unableToProcess,
          `${countTag}/@CountType`,
          `CountType ${countType} is not supported; send 2 (units left to sell)`,
        ),
      );
    const countText = attr(counts[0], "Count");
    const count = wholeOf(countText, 0);
    if (count === null)
      issues.push(
        countText === null
          ? issue(T.requiredFieldMissing, C.requiredFieldMissing, `${countTag}/@Count`, "Count is required")
          : issue(
              T.bizRule,
              C.invalidValue,
              `${countTag}/@Count`,
              `Count ${countText} is not a whole number of at least 0`,
            ),
      );
    if (applies && count !== null && issues.length === before) out.push({ ...applies, kind: "count", count });
  });
  if (all.length === 0)
    issues.push(
      issue(
        T.requiredFieldMissing,
        C.requiredFieldMissing,
        "Inventories/Inventory",
        "At least one Inventory is required",
      ),
    );
  return out;
}

const LOS_TYPES: Record<string, "minStay" | "maxStay"> = {
  SetMinLOS: "minStay",
  SetForwardMinStay: "minStay",
  SetMaxLOS: "maxStay",
  SetForwardMaxStay: "maxStay",
};

function availElements(root: Node, issues: OtaIssue[]): AvailElement[] {
  const out: AvailElement[] = [];
  const all = children(root, "AvailStatusMessages").flatMap((group) => children(group, "AvailStatusMessage"));
  all.forEach((element, i) => {
    const tag = `AvailStatusMessages/AvailStatusMessage[${i + 1}]`;
    const before = issues.length;
    const applies = appliesTo(element, tag, issues);
    const set: Omit<AvailElement, keyof AppliesTo | "kind"> = {};
    if (attr(element, "BookingLimit") !== null)
      issues.push(
        issue(
          T.noImplementation,
          C.unableToProcess,
          `${tag}/@BookingLimit`,
          "BookingLimit is not supported; send OTA_HotelInvCountNotifRQ",
        ),
      );
    children(element, "RestrictionStatus").forEach((restriction, r) => {
      const at = `${tag}/RestrictionStatus[${r + 1}]`;
      const status = attr(restriction, "Status");
      const kind = attr(restriction, "Restriction") ?? "Master";
      if (status !== "Open" && status !== "Close") {
        issues.push(issue(T.bizRule, C.invalidValue, `${at}/@Status`, "Status must be Open or Close"));
        return;
      }
      const closed = status === "Close";
      if (kind === "Master") set.closed = closed;
      else if (kind === "Arrival") set.closedToArrival = closed;
      else if (kind === "Departure") set.closedToDeparture = closed;
      else
        issues.push(
          issue(T.noImplementation, C.unableToProcess, `${at}/@Restriction`, `Restriction ${kind} is not supported`),
        );
    });
    children(child(element, "LengthsOfStay"), "LengthOfStay").forEach((los, l) => {
      const at = `${tag}/LengthsOfStay/LengthOfStay[${l + 1}]`;
      const type = attr(los, "MinMaxMessageType") ?? "";
      const field = LOS_TYPES[type];
      if (!field) {
        issues.push(
          issue(
            T.noImplementation,
            C.unableToProcess,
            `${at}/@MinMaxMessageType`,
            `MinMaxMessageType ${type || "(none)"} is not supported`,
          ),
        );
        return;
      }
      const unit = attr(los, "TimeUnit") ?? "Day";
      if (unit !== "Day")
        issues.push(issue(T.noImplementation, C.unableToProcess, `${at}/@TimeUnit`, "Only TimeUnit Day is supported"));
      const time = wholeOf(attr(los, "Time"), 0);
      if (time === null) {
        issues.push(issue(T.bizRule, C.invalidValue, `${at}/@Time`, "Time must be a whole number of at least 0"));
        return;
      }
      set[field] = time === 0 ? null : time;
    });
    if (Object.keys(set).length === 0 && issues.length === before)
      issues.push(
        issue(T.requiredFieldMissing, C.requiredFieldMissing, tag, "RestrictionStatus or LengthsOfStay is required"),
      );
    if (applies && issues.length === before) out.push({ ...applies, kind: "avail", ...set });
  });
  if (all.length === 0)
    issues.push(
      issue(
        T.requiredFieldMissing,
        C.requiredFieldMissing,
        "AvailStatusMessages/AvailStatusMessage",
        "At least one AvailStatusMessage is required",
      ),
    );
  return out;
}

const AMOUNT = /^\d{1,9}(\.\d{1,4})?$/;

function rateElements(root: Node, remove: boolean, issues: OtaIssue[]): RateElement[] {
  const out: RateElement[] = [];
  const all = children(root, "RateAmountMessages").flatMap((group) => children(group, "RateAmountMessage"));
  all.forEach((element, i) => {
    const tag = `RateAmountMessages/RateAmountMessage[${i + 1}]`;
    const before = issues.length;
    const applies = appliesTo(element, tag, issues);
    if (applies && !applies.ratePlanCode)
      issues.push(
        issue(
          T.requiredFieldMissing,
          C.requiredFieldMissing,
          `${tag}/StatusApplicationControl/@RatePlanCode`,
          "RatePlanCode is required",
        ),
      );
    const rates = children(child(element, "Rates"), "Rate");
    const amounts: GuestAmount[] = [];
    rates.forEach((rate, r) => {
      children(child(rate, "BaseByGuestAmts"), "BaseByGuestAmt").forEach((amount, a) => {
        const at = `${tag}/Rates/Rate[${r + 1}]/BaseByGuestAmts/BaseByGuestAmt[${a + 1}]`;
        const after = attr(amount, "AmountAfterTax");
        const guestsText = attr(amount, "NumberOfGuests");
        const guests = guestsText === null ? null : wholeOf(guestsText, 1);
        if (after === null)
          issues.push(
            issue(
              T.requiredFieldMissing,
              C.requiredFieldMissing,
              `${at}/@AmountAfterTax`,
              "AmountAfterTax is required (prices are shown with tax)",
            ),
          );
        else if (!AMOUNT.test(after))
          issues.push(
            issue(
              T.bizRule,
              C.invalidValue,
              `${at}/@AmountAfterTax`,
              `AmountAfterTax ${after} is not an amount of at least 0`,
            ),
          );
        if (guestsText !== null && guests === null)
          issues.push(
            issue(
              T.bizRule,
              C.invalidValue,
              `${at}/@NumberOfGuests`,
              `NumberOfGuests ${guestsText} is not a whole number of at least 1`,
            ),
          );
        if (after !== null && AMOUNT.test(after) && (guestsText === null || guests !== null))
          amounts.push({ tag: at, guests, amount: after, currency: attr(amount, "CurrencyCode") });
      });
    });
    if (!remove && amounts.length === 0 && issues.length === before)
      issues.push(
        issue(
          T.requiredFieldMissing,
          C.requiredFieldMissing,
          `${tag}/Rates/Rate/BaseByGuestAmts/BaseByGuestAmt`,
          "At least one BaseByGuestAmt is required",
        ),
      );
    if (applies && issues.length === before) out.push({ ...applies, kind: "rate", remove, amounts });
  });
  if (all.length === 0)
    issues.push(
      issue(
        T.requiredFieldMissing,
        C.requiredFieldMissing,
        "RateAmountMessages/RateAmountMessage",
        "At least one RateAmountMessage is required",
      ),
    );
  return out;
}

/** The message's root, inside a SOAP envelope's body when it comes in one. */
function rootOf(document: Node): [string, Node] | null {
  const names = Object.keys(document).filter((key) => !key.startsWith("?"));
  const [name] = names;
  if (names.length !== 1 || !name) return null;
  const node = (document[name] && typeof document[name] === "object" ? document[name] : {}) as Node;
  if (name === "Envelope") {
    const body = child(node, "Body");
    return body ? rootOf(body) : null;
  }
  return [name, node];
}

/** Reads one ARI message: the typed elements, or the problems naming each failing element. */
export function parseAriMessage(xml: string): ParsedAri {
  // A document type may define entities; no channel manager needs one.
  if (/<!DOCTYPE/i.test(xml))
    return { ok: false, header: null, issues: [issue(T.bizRule, C.unableToProcess, "", "A DOCTYPE is not accepted")] };
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return {
      ok: false,
      header: null,
      issues: [
        issue(T.bizRule, C.unableToProcess, "", `Not well-formed XML (line ${valid.err.line}): ${valid.err.msg}`),
      ],
    };
  const root = rootOf(parser.parse(xml) as Node);
  if (!root)
    return {
      ok: false,
      header: null,
      issues: [issue(T.bizRule, C.unableToProcess, "", "One root element is required")],
    };
  const [name, node] = root;
  const requestor = child(child(child(node, "POS"), "Source"), "RequestorID");
  const header: MessageHeader = {
    root: name,
    echoToken: attr(node, "EchoToken"),
    timeStamp: attr(node, "TimeStamp"),
    version: attr(node, "Version"),
    messagePassword: attr(requestor, "MessagePassword"),
  };
  if (!(ARI_MESSAGES as readonly string[]).includes(name))
    return {
      ok: false,
      header,
      issues: [
        issue(T.noImplementation, C.unableToProcess, name, `${name} is not supported; send ${ARI_MESSAGES.join(", ")}`),
      ],
    };
  const issues: OtaIssue[] = [];
  const messageName = name as AriMessageName;
  let elements: AriElement[];
  if (messageName === "OTA_HotelInvCountNotifRQ") elements = inventoryElements(node, issues);
  else if (messageName === "OTA_HotelAvailNotifRQ") elements = availElements(node, issues);
  else {
    const notifType = attr(node, "NotifType") ?? "Overlay";
    if (!["Overlay", "Delta", "Remove"].includes(notifType))
      issues.push(issue(T.bizRule, C.invalidValue, `${name}/@NotifType`, "NotifType must be Overlay, Delta or Remove"));
    elements = rateElements(node, notifType === "Remove", issues);
  }
  return { ok: true, header, message: { name: messageName, ...header, elements }, issues };
}
