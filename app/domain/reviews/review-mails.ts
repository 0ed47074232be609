import type { Departure, ReviewHideReason } from "../../../shared/ota/reviews";
import type { Mail } from "../booking/confirmation-mail";
import { type MailCommon, renderMail } from "../booking/guest-mails";

/**
 * The mails of reviews (docs/decisions/0139-reviews.md), in the guest's language: the invitation the
 * day after departure with the signed link, and the notice that the operator hid the review (the
 * reason of the fixed list, named in words). Pure like the booking mails.
 */
type ReviewMailCommon = Pick<MailCommon, "lng" | "brand" | "t" | "formatDates"> & {
  formatDate: (isoDate: string) => string;
};

export function reviewInvitationMail(
  input: ReviewMailCommon & { stay: Departure; reviewUrl: string; until: string },
): Mail {
  const { stay, t } = input;
  return renderMail(
    input.lng,
    t("reviews.mail.invitation.subject", { brand: input.brand }),
    [
      t("mail.confirmation.greeting", { name: stay.guestFirstName }),
      t("reviews.mail.invitation.intro", { brand: input.brand }),
    ],
    [
      [t("mail.confirmation.reference"), stay.reference],
      [t("mail.confirmation.apartment"), stay.apartmentTypeName],
      [t("mail.confirmation.dates"), input.formatDates(stay.from, stay.to)],
    ],
    [t("reviews.mail.invitation.validUntil", { date: input.formatDate(input.until) })],
    { href: input.reviewUrl, label: t("reviews.mail.invitation.link") },
  );
}

export function reviewHiddenMail(
  input: ReviewMailCommon & {
    guestFirstName: string;
    apartmentTypeName: string;
    reference: string;
    reason: ReviewHideReason;
  },
): Mail {
  const { t } = input;
  return renderMail(
    input.lng,
    t("reviews.mail.hidden.subject", { brand: input.brand }),
    [t("mail.confirmation.greeting", { name: input.guestFirstName }), t("reviews.mail.hidden.intro")],
    [
      [t("mail.confirmation.reference"), input.reference],
      [t("mail.confirmation.apartment"), input.apartmentTypeName],
      [t("reviews.mail.hidden.reasonLabel"), t(`reviews.hideReason.${input.reason}`)],
    ],
    [t("reviews.mail.hidden.outro", { brand: input.brand })],
  );
}
