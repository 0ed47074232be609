/**
 * OpenTravel ARI samples as the OpenTravel and Google hotel ARI references write them (namespace,
 * EchoToken, TimeStamp, Version, POS), for the unit tables, worker tests and the bench.
 */
const head = (root: string, echoToken: string, extra = "") =>
  `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="${echoToken}" TimeStamp="2026-11-29T10:00:00Z" Version="3.0"${extra}>`;

export type Control = {
  start: string;
  end: string;
  type: string;
  plan?: string;
  weekdays?: Partial<Record<"Mon" | "Tue" | "Weds" | "Thur" | "Fri" | "Sat" | "Sun", boolean>>;
};

const control = (c: Control) =>
  `<StatusApplicationControl Start="${c.start}" End="${c.end}" InvTypeCode="${c.type}"${c.plan ? ` RatePlanCode="${c.plan}"` : ""}${Object.entries(
    c.weekdays ?? {},
  )
    .map(([day, on]) => ` ${day}="${on}"`)
    .join("")}/>`;

export function invCountMessage(
  echoToken: string,
  items: (Control & { count: number | string })[],
  password?: string,
): string {
  const pos = password ? `<POS><Source><RequestorID ID="cm" MessagePassword="${password}"/></Source></POS>` : "";
  return `${head("OTA_HotelInvCountNotifRQ", echoToken)}${pos}<Inventories HotelCode="H1">${items
    .map(
      (i) => `<Inventory>${control(i)}<InvCounts><InvCount CountType="2" Count="${i.count}"/></InvCounts></Inventory>`,
    )
    .join("")}</Inventories></OTA_HotelInvCountNotifRQ>`;
}

export type AvailSet = {
  master?: "Open" | "Close";
  arrival?: "Open" | "Close";
  departure?: "Open" | "Close";
  minLos?: number;
  maxLos?: number;
};

export function availMessage(echoToken: string, items: (Control & AvailSet)[]): string {
  const body = (i: AvailSet) =>
    [
      i.minLos !== undefined || i.maxLos !== undefined
        ? `<LengthsOfStay>${i.minLos !== undefined ? `<LengthOfStay MinMaxMessageType="SetMinLOS" Time="${i.minLos}" TimeUnit="Day"/>` : ""}${
            i.maxLos !== undefined
              ? `<LengthOfStay MinMaxMessageType="SetMaxLOS" Time="${i.maxLos}" TimeUnit="Day"/>`
              : ""
          }</LengthsOfStay>`
        : "",
      i.master ? `<RestrictionStatus Status="${i.master}"/>` : "",
      i.arrival ? `<RestrictionStatus Status="${i.arrival}" Restriction="Arrival"/>` : "",
      i.departure ? `<RestrictionStatus Status="${i.departure}" Restriction="Departure"/>` : "",
    ].join("");
  return `${head("OTA_HotelAvailNotifRQ", echoToken)}<AvailStatusMessages HotelCode="H1">${items
    .map((i) => `<AvailStatusMessage>${control(i)}${body(i)}</AvailStatusMessage>`)
    .join("")}</AvailStatusMessages></OTA_HotelAvailNotifRQ>`;
}

export type Amount = { guests?: number; amount: string; currency?: string };

export function rateMessage(echoToken: string, items: (Control & { amounts: Amount[] })[], notifType?: string): string {
  const amount = (a: Amount) =>
    `<BaseByGuestAmt AmountAfterTax="${a.amount}"${a.currency ? ` CurrencyCode="${a.currency}"` : ""}${
      a.guests !== undefined ? ` NumberOfGuests="${a.guests}"` : ""
    }/>`;
  return `${head("OTA_HotelRateAmountNotifRQ", echoToken, notifType ? ` NotifType="${notifType}"` : "")}<RateAmountMessages HotelCode="H1">${items
    .map(
      (i) =>
        `<RateAmountMessage>${control(i)}<Rates><Rate><BaseByGuestAmts>${i.amounts.map(amount).join("")}</BaseByGuestAmts></Rate></Rates></RateAmountMessage>`,
    )
    .join("")}</RateAmountMessages></OTA_HotelRateAmountNotifRQ>`;
}
