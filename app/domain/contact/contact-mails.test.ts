import { describe, expect, it } from "vitest";
import type { ContactMessage } from "../../../shared/ota/contact";
import { mailContext } from "../booking/test-support/mail-fixtures";
import { contactAnswerMail, contactConfirmationMail } from "./contact-mails";

const message: ContactMessage = {
  id: "msg_1",
  reference: "CM-ABC234",
  ibeUid: "quartier",
  name: "Grace <Hopper>",
  email: "grace@example.com",
  subject: "Parking & cars",
  message: "Is there parking?\n<b>Two</b> cars.",
  language: "en",
  bookingReference: "Q-ABCD-EFGH",
  apartmentTypeId: null,
  status: "new",
  createdAt: "2026-03-01T10:00:00.000Z",
  answer: null,
  answeredAt: null,
  answeredBy: null,
};

const common = { ...mailContext, lng: "en" as const, message };

describe("contact mails", () => {
  it.each([
    [
      "confirmation",
      () => contactConfirmationMail(common),
      "contact.mail.confirmationSubject(brand=Quartier,reference=CM-ABC234)",
    ],
    [
      "answer",
      () => contactAnswerMail({ ...common, answer: "Yes, <two> spaces." }),
      "contact.mail.answerSubject(brand=Quartier,reference=CM-ABC234)",
    ],
  ])("the %s names the reference in its subject and quotes the message", (_what, build, subject) => {
    const mail = build();
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain("contact.mail.reference: CM-ABC234");
    expect(mail.text).toContain("contact.mail.bookingReference: Q-ABCD-EFGH");
    expect(mail.text).toContain("contact.mail.message: Is there parking?\n<b>Two</b> cars.");
    // Everything the sender typed is escaped in the HTML part.
    expect(mail.html).toContain("&lt;b&gt;Two&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Two</b>");
    expect(mail.html).toContain("Parking &amp; cars");
  });

  it("puts the operator's answer first, escaped, after the greeting", () => {
    const mail = contactAnswerMail({ ...common, answer: "Yes, <two> spaces." });
    expect(mail.text.startsWith("contact.mail.greeting(name=Grace <Hopper>)\n\nYes, <two> spaces.")).toBe(true);
    expect(mail.html).toContain("Yes, &lt;two&gt; spaces.");
  });

  it("leaves out the booking reference when there is none", () => {
    const mail = contactConfirmationMail({ ...common, message: { ...message, bookingReference: null } });
    expect(mail.text).not.toContain("contact.mail.bookingReference");
  });
});
