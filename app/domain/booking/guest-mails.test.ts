import { describe, expect, it } from "vitest";
import type { Rfp } from "../../../shared/ota/rfp";
import { cancellationMail, refundNoteKey, rfpConfirmationMail } from "./guest-mails";
import { bookingFixture, mailContext } from "./test-support/mail-fixtures";

const booking = bookingFixture({
  status: "cancelled",
  apartmentTypeName: "Apartment mit einem Schlafzimmer",
  propertyName: "Haus <am> See",
  cancellation: {
    freeUntil: null,
    policy: { freeUntilDaysBeforeArrival: null, fee: { kind: "firstNight" } },
    fee: 10000,
    cancelledAt: "2027-01-02T10:00:00.000Z",
  },
});

const common = { ...mailContext, lng: "de" as const };

describe("cancellationMail", () => {
  it("names reference, apartment, dates and the fee charged, with a refund note", () => {
    const mail = cancellationMail({ ...common, booking, manageUrl: "https://q.example/de/bookings/b-1?token=x&y=1" });
    expect(mail.subject).toBe("mail.cancellation.subject(brand=Quartier,reference=Q-ABCD-EFGH)");
    expect(mail.text).toContain("mail.confirmation.reference: Q-ABCD-EFGH");
    expect(mail.text).toContain("mail.confirmation.apartment: Apartment mit einem Schlafzimmer, Haus <am> See");
    expect(mail.text).toContain("mail.confirmation.dates: 2027-03-01..2027-03-04");
    expect(mail.text).toContain("mail.cancellation.fee: 100.00 EUR");
    expect(mail.text).toContain("mail.cancellation.refund.card.fee(fee=100.00 EUR,total=300.00 EUR)");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain("Haus &lt;am&gt; See");
    expect(mail.html).toContain('href="https://q.example/de/bookings/b-1?token=x&amp;y=1"');
  });

  it("says free when no fee was charged", () => {
    const free = { ...booking, cancellation: { ...booking.cancellation, fee: 0 } };
    const mail = cancellationMail({ ...common, booking: free, manageUrl: "https://q.example/x" });
    expect(mail.text).toContain("mail.cancellation.fee: mail.cancellation.free");
    expect(mail.text).toContain("mail.cancellation.refund.card.free");
  });

  it.each([
    ["card", 0, "mail.cancellation.refund.card.free"],
    ["card", 100, "mail.cancellation.refund.card.fee"],
    ["bankTransfer", 0, "mail.cancellation.refund.bankTransfer.free"],
    ["payAtProperty", 5, "mail.cancellation.refund.payAtProperty.fee"],
    ["airplus", 5, "mail.cancellation.refund.airplus.fee"],
    ["invoice", 0, "mail.cancellation.refund.invoice.free"],
    ["invoice", 5, "mail.cancellation.refund.invoice.fee"],
    ["cheque", 0, "mail.cancellation.refund.other.free"],
  ])("refund note for %s with fee %i", (method, fee, key) => {
    expect(refundNoteKey(method, fee)).toBe(key);
  });
});

describe("rfpConfirmationMail", () => {
  const rfp: Rfp = {
    id: "rfp_zvn0h4abcdefghijklmnopqr",
    reference: "RQ-7K3M9P",
    ibeUid: "quartier",
    status: "OPEN",
    budget: { amount: 200000, currency: "EUR" },
    budgetPeriod: "stay",
    from: "1999-03-01",
    to: "1999-03-08",
    flexibleNights: null,
    guests: 2,
    apartments: 1,
    place: { name: "Paris", lat: 48.8, long: 2.3 },
    radius: 10,
    requirements: [],
    notes: "<b>near the office</b>",
    contact: { name: "Grace Hopper", email: "grace@example.com" },
    userId: null,
    language: "de",
    closedBy: null,
    offers: [
      {
        id: "rfo_1",
        rfpId: "rfp_zvn0h4abcdefghijklmnopqr",
        apartmentTypeId: "a-1",
        apartmentTypeName: "Apartment mit zwei Schlafzimmern",
        propertyId: "p-1",
        propertyName: "Rive Gauche",
        image: null,
        status: "OPEN",
        price: { amount: 190000, currency: "EUR" },
        rate: { amount: 27143, per: "night" },
        from: "1999-03-01",
        to: "1999-03-08",
        validUntil: null,
        cancellationPolicy: { freeUntilDaysBeforeArrival: null, fee: { kind: "percentOfStay", percent: 100 } },
        terms: null,
        note: null,
        bookingId: null,
        sentAt: null,
        createdAt: "1999-01-01T10:00:00.000Z",
        updatedAt: "1999-01-01T10:00:00.000Z",
      },
    ],
    createdAt: "1999-01-01T10:00:00.000Z",
  };

  it("gives the readable reference, never the internal id, and escapes the message", () => {
    const mail = rfpConfirmationMail({ ...common, rfp });
    expect(mail.subject).toBe("mail.rfp.subject(brand=Quartier,reference=RQ-7K3M9P)");
    expect(mail.text).toContain("mail.rfp.reference: RQ-7K3M9P");
    expect(mail.text).toContain("Apartment mit zwei Schlafzimmern, Rive Gauche");
    expect(mail.text).toContain("mail.rfp.budget: 2000.00 EUR");
    expect(`${mail.text}${mail.html}`).not.toContain("rfp_zvn0h4");
    expect(mail.html).toContain("&lt;b&gt;near the office&lt;/b&gt;");
  });
});
