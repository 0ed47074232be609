import type {
  AdminReview,
  Departure,
  PublicReview,
  ReviewChange,
  ReviewHideReason,
  ReviewStatus,
  SubmitReviewRequest,
} from "../../../shared/ota/reviews";
import { newId } from "../http/ids";
import { joinedTypeNameOf } from "../services/type-name";

/** A review as stored (migration 0030), with its booking's reference and type for the admin's rows. */
type ReviewRow = {
  id: string;
  booking_id: string;
  ibe_uid: string;
  apartment_type_id: string;
  overall: number;
  cleanliness: number;
  location: number;
  value: number;
  communication: number;
  text: string;
  language: "en" | "de";
  stay_month: string;
  guest_name: string;
  created_at: string;
  status: ReviewStatus;
  hide_reason: ReviewHideReason | null;
  reply: string | null;
  replied_at: string | null;
};

type AdminReviewRow = ReviewRow & {
  reference: string;
  guest_email: string;
  type_name: string | null;
  type_kind: string | null;
  type_tier: string | null;
};

function publicReviewOf(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    ratings: {
      overall: row.overall,
      cleanliness: row.cleanliness,
      location: row.location,
      value: row.value,
      communication: row.communication,
    },
    text: row.text,
    language: row.language,
    stayMonth: row.stay_month,
    guestName: row.guest_name,
    createdAt: row.created_at,
    reply: row.reply && row.replied_at ? { text: row.reply, at: row.replied_at } : null,
  };
}

function adminReviewOf(row: AdminReviewRow, language: "en" | "de"): AdminReview {
  return {
    ...publicReviewOf(row),
    bookingId: row.booking_id,
    bookingReference: row.reference,
    apartmentTypeId: row.apartment_type_id,
    apartmentTypeName: joinedTypeNameOf(row, language),
    guestEmail: row.guest_email,
    status: row.status,
    hideReason: row.hide_reason,
  };
}

export async function findReviewOfBooking(db: D1Database, ibeUid: string, bookingId: string) {
  const row = await db
    .prepare("SELECT * FROM reviews WHERE booking_id = ?1 AND ibe_uid = ?2")
    .bind(bookingId, ibeUid)
    .first<ReviewRow>();
  return row ? publicReviewOf(row) : null;
}

/**
 * Stores a booking's review. The booking id is the table's key, so of two reviews posted at once for
 * the same booking exactly one is stored: the other answers false.
 */
export async function insertReview(
  db: D1Database,
  input: {
    ibeUid: string;
    bookingId: string;
    apartmentTypeId: string;
    stayMonth: string;
    guestName: string;
    review: SubmitReviewRequest;
    at: string;
  },
): Promise<boolean> {
  const { ratings } = input.review;
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO reviews (booking_id, id, ibe_uid, apartment_type_id, overall, cleanliness, location,
         value, communication, text, language, stay_month, guest_name, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
    )
    .bind(
      input.bookingId,
      newId("rv"),
      input.ibeUid,
      input.apartmentTypeId,
      ratings.overall,
      ratings.cleanliness,
      ratings.location,
      ratings.value,
      ratings.communication,
      input.review.text,
      input.review.language,
      input.stayMonth,
      input.guestName,
      input.at,
    )
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** The visible reviews of a type sold through the brand: a page, newest first, and the ratings of all of them. */
export async function visibleReviewsOfType(
  db: D1Database,
  ibeUid: string,
  apartmentTypeId: string,
  page: { offset: number; limit: number },
) {
  const [items, all] = await db.batch<ReviewRow>([
    db
      .prepare(
        `SELECT * FROM reviews WHERE ibe_uid = ?1 AND apartment_type_id = ?2 AND status = 'visible'
         ORDER BY created_at DESC, id LIMIT ?3 OFFSET ?4`,
      )
      .bind(ibeUid, apartmentTypeId, page.limit + 1, page.offset),
    db
      .prepare(
        `SELECT status, overall, cleanliness, location, value, communication FROM reviews
         WHERE ibe_uid = ?1 AND apartment_type_id = ?2 AND status = 'visible'`,
      )
      .bind(ibeUid, apartmentTypeId),
  ]);
  const rows = items?.results ?? [];
  return {
    items: rows.slice(0, page.limit).map(publicReviewOf),
    hasMore: rows.length > page.limit,
    rated: (all?.results ?? []).map((row) => ({ status: row.status, ratings: publicReviewOf(row).ratings })),
  };
}

const SELECT_ADMIN_REVIEW = `SELECT r.*, b.reference AS reference, b.guest_email AS guest_email,
    t.name AS type_name, t.kind AS type_kind, t.tier AS type_tier
  FROM reviews r JOIN bookings b ON b.id = r.booking_id LEFT JOIN apartment_types t ON t.id = r.apartment_type_id`;

/** The brand's reviews, newest first (at most 200), of one status when given. */
export async function listAdminReviews(
  db: D1Database,
  ibeUid: string,
  status: ReviewStatus | undefined,
  language: "en" | "de",
): Promise<AdminReview[]> {
  const { results } = await db
    .prepare(
      `${SELECT_ADMIN_REVIEW} WHERE r.ibe_uid = ?1 AND (?2 IS NULL OR r.status = ?2)
       ORDER BY r.created_at DESC, r.id LIMIT 200`,
    )
    .bind(ibeUid, status ?? null)
    .all<AdminReviewRow>();
  return results.map((row) => adminReviewOf(row, language));
}

export async function findAdminReview(db: D1Database, ibeUid: string, reviewId: string, language: "en" | "de") {
  const row = await db
    .prepare(`${SELECT_ADMIN_REVIEW} WHERE r.ibe_uid = ?1 AND r.id = ?2`)
    .bind(ibeUid, reviewId)
    .first<AdminReviewRow>();
  return row ? adminReviewOf(row, language) : null;
}

export async function reviewHistory(db: D1Database, reviewId: string): Promise<ReviewChange[]> {
  const { results } = await db
    .prepare("SELECT action, actor, at, detail FROM review_changes WHERE review_id = ?1 ORDER BY at DESC, id")
    .bind(reviewId)
    .all<ReviewChange>();
  return results;
}

/** An operator's change of a review and its history entry, in one batch. */
export async function changeReview(
  db: D1Database,
  reviewId: string,
  change:
    | { action: "replied"; text: string; actor: string; at: string }
    | { action: "hidden"; reason: ReviewHideReason; actor: string; at: string }
    | { action: "shown"; actor: string; at: string },
): Promise<void> {
  const update =
    change.action === "replied"
      ? db
          .prepare("UPDATE reviews SET reply = ?2, replied_at = ?3 WHERE id = ?1")
          .bind(reviewId, change.text, change.at)
      : change.action === "hidden"
        ? db
            .prepare("UPDATE reviews SET status = 'hidden', hide_reason = ?2 WHERE id = ?1")
            .bind(reviewId, change.reason)
        : db.prepare("UPDATE reviews SET status = 'visible', hide_reason = NULL WHERE id = ?1").bind(reviewId);
  const detail = change.action === "replied" ? change.text : change.action === "hidden" ? change.reason : null;
  await db.batch([
    update,
    db
      .prepare("INSERT INTO review_changes (id, review_id, action, actor, at, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(newId("rvc"), reviewId, change.action, change.actor, change.at, detail),
  ]);
}

/** The brand's stays, not cancelled, whose departure was on `day`: whom the day after's invitations go to. */
export async function departuresOn(db: D1Database, ibeUid: string, day: string) {
  const { results } = await db
    .prepare(
      `SELECT b.id, b.reference, b.from_date, b.to_date, b.guest_first_name, b.guest_email, b.language,
         t.name AS type_name, t.kind AS type_kind, t.tier AS type_tier
       FROM bookings b LEFT JOIN apartment_types t ON t.id = b.apartment_type_id
       WHERE b.ibe_uid = ?1 AND b.to_date = ?2 AND b.status = 'confirmed' ORDER BY b.id`,
    )
    .bind(ibeUid, day)
    .all<{
      id: string;
      reference: string;
      from_date: string;
      to_date: string;
      guest_first_name: string;
      guest_email: string;
      language: string | null;
      type_name: string | null;
      type_kind: string | null;
      type_tier: string | null;
    }>();
  return results.map(
    (row): Departure => ({
      bookingId: row.id,
      reference: row.reference,
      apartmentTypeName: joinedTypeNameOf(row, row.language === "de" ? "de" : "en"),
      from: row.from_date,
      to: row.to_date,
      guestFirstName: row.guest_first_name,
      email: row.guest_email,
      language: row.language === "de" || row.language === "en" ? row.language : null,
    }),
  );
}
