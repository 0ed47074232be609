import type { RouterContextProvider } from "react-router";
import type { AdminReview, ReviewHideReason } from "../../../shared/ota/reviews";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { reviewHiddenMail } from "../../domain/reviews/review-mails";
import { sendBrandMail } from "../mail/brand-mail.server";

/**
 * Tells the guest that the operator hid their review, in the language they wrote it in, with the
 * reason: once per review, however often the hide is posted.
 */
export function sendReviewHiddenMail(
  context: Readonly<RouterContextProvider>,
  input: { tenant: Tenant; review: AdminReview; reason: ReviewHideReason },
) {
  const { tenant, review } = input;
  const lng = tenant.languages.includes(review.language) ? review.language : tenant.defaultLanguage;
  return sendBrandMail(
    context,
    { tenant, kind: "review_hidden", once: review.id, lng, to: review.guestEmail, reference: review.bookingReference },
    (parts) =>
      reviewHiddenMail({
        ...parts,
        guestFirstName: review.guestName.split(" ")[0] ?? review.guestName,
        apartmentTypeName: review.apartmentTypeName,
        reference: review.bookingReference,
        reason: input.reason,
      }),
  );
}
