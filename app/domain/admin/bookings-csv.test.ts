import { describe, expect, it } from "vitest";
import type { AdminBookingRow } from "../../../shared/ota/admin-booking";
import { bookingsCsvFilename, bookingsCsvHeader, bookingsCsvRows } from "./bookings-csv";
import { SEMICOLON_DECIMAL_COMMA } from "./csv";

const t = (key: string) => `[${key.split(".").pop()}]`;

const row: AdminBookingRow = {
  id: "b1",
  reference: "Q-ABCD-EFGH",
  ibeUid: "citynest",
  tenantName: "CityNest",
  status: "confirmed",
  guestName: "Ada Lovelace",
  guestEmail: "ada@example.com",
  propertyId: "p1",
  propertyName: "Haus am See, Berlin",
  apartmentTypeName: "Studio",
  from: "1998-12-01",
  to: "1998-12-04",
  nights: 3,
  currency: "EUR",
  total: 123450,
  createdAt: "1998-11-20T10:00:00.000Z",
};

describe("the bookings export", () => {
  it.each([
    [
      false,
      "[reference],[status],[guest],[email],[property],[apartment],[apartments],[arrival],[departure],[nights],[currency],[total],[created],[cms],[utmSource],[utmMedium],[utmCampaign]\r\n",
    ],
    [
      true,
      "[reference],[tenant],[status],[guest],[email],[property],[apartment],[apartments],[arrival],[departure],[nights],[currency],[total],[created],[cms],[utmSource],[utmMedium],[utmCampaign]\r\n",
    ],
  ])("has a header row (tenant column: %s)", (tenants, expected) => {
    expect(bookingsCsvHeader(t, { tenants })).toBe(expected);
  });

  it.each([
    [
      row,
      false,
      'Q-ABCD-EFGH,[confirmed],Ada Lovelace,ada@example.com,"Haus am See, Berlin",Studio,1,1998-12-01,1998-12-04,3,EUR,1234.50,1998-11-20T10:00:00.000Z,,,,\r\n',
    ],
    [
      { ...row, guestName: "=cmd|' /C calc'!A0", currency: "JPY", total: 5000 },
      true,
      "Q-ABCD-EFGH,CityNest,[confirmed],'=cmd|' /C calc'!A0,ada@example.com,\"Haus am See, Berlin\",Studio,1,1998-12-01,1998-12-04,3,JPY,5000,1998-11-20T10:00:00.000Z,,,,\r\n",
    ],
    [
      { ...row, guestName: '@Ada "the first"', status: "cancelled" as const },
      false,
      'Q-ABCD-EFGH,[cancelled],"\'@Ada ""the first""",ada@example.com,"Haus am See, Berlin",Studio,1,1998-12-01,1998-12-04,3,EUR,1234.50,1998-11-20T10:00:00.000Z,,,,\r\n',
    ],
    [
      { ...row, campaign: { utm_source: "newsletter", utm_campaign: "spring-2027", cms: "partner_42" } },
      false,
      'Q-ABCD-EFGH,[confirmed],Ada Lovelace,ada@example.com,"Haus am See, Berlin",Studio,1,1998-12-01,1998-12-04,3,EUR,1234.50,1998-11-20T10:00:00.000Z,partner_42,newsletter,,spring-2027\r\n',
    ],
  ] as [AdminBookingRow, boolean, string][])("writes %j (tenants %s) safely", (input, tenants, expected) => {
    expect(bookingsCsvRows([input], t, { tenants })).toBe(expected);
  });

  it("has a header row with semicolons for German spreadsheets", () => {
    expect(bookingsCsvHeader(t, { tenants: true, dialect: SEMICOLON_DECIMAL_COMMA })).toBe(
      "[reference];[tenant];[status];[guest];[email];[property];[apartment];[apartments];[arrival];[departure];[nights];[currency];[total];[created];[cms];[utmSource];[utmMedium];[utmCampaign]\r\n",
    );
  });

  it.each([
    [
      row,
      false,
      "Q-ABCD-EFGH;[confirmed];Ada Lovelace;ada@example.com;Haus am See, Berlin;Studio;1;1998-12-01;1998-12-04;3;EUR;1234,50;1998-11-20T10:00:00.000Z;;;;\r\n",
    ],
    [
      { ...row, guestName: "=cmd|' /C calc'!A0", propertyName: "Süd; Nord", currency: "JPY", total: 5000 },
      true,
      "Q-ABCD-EFGH;CityNest;[confirmed];'=cmd|' /C calc'!A0;ada@example.com;\"Süd; Nord\";Studio;1;1998-12-01;1998-12-04;3;JPY;5000;1998-11-20T10:00:00.000Z;;;;\r\n",
    ],
    [
      { ...row, currency: "KWD", total: 1234567 },
      false,
      "Q-ABCD-EFGH;[confirmed];Ada Lovelace;ada@example.com;Haus am See, Berlin;Studio;1;1998-12-01;1998-12-04;3;KWD;1234,567;1998-11-20T10:00:00.000Z;;;;\r\n",
    ],
  ] as [AdminBookingRow, boolean, string][])(
    "writes %j (tenants %s) with semicolons and decimal commas for German spreadsheets",
    (input, tenants, expected) => {
      expect(bookingsCsvRows([input], t, { tenants, dialect: SEMICOLON_DECIMAL_COMMA })).toBe(expected);
    },
  );

  it.each([
    ["citynest", "1998-11-25", "bookings-citynest-1998-11-25.csv"],
    ["all", "1999-01-01", "bookings-all-1999-01-01.csv"],
    ['x"; evil', "1999-01-01", "bookings-xevil-1999-01-01.csv"],
  ])("names the file for %s on %s %s", (scope, today, expected) => {
    expect(bookingsCsvFilename(scope, today)).toBe(expected);
  });
});
