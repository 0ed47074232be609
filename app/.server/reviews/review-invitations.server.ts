import type { Departure } from "../../../shared/ota/reviews";
import { dayBefore, reviewLinkUntil } from "../../../shared/reviews/review-rules";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { scheduledMailOrigin } from "../../domain/mail/scheduled-mail-origin";
import { reviewInvitationMail } from "../../domain/reviews/review-mails";
import { adaptersOf } from "../adapters.server";
import { listBrands } from "../brands/brand-store.server";
import { configContext, tenantContext } from "../context.server";
import { errorName, logger } from "../logger.server";
import { sendBrandMail } from "../mail/brand-mail.server";
import { setI18nFor } from "../middleware/i18n.server";
import { createRequestContext } from "../middleware/request-context.server";
import { reviewPath } from "./review-link.server";

export { REVIEW_INVITATIONS_CRON } from "../../domain/reviews/review-cron";

/**
 * The review invitations of a day (docs/decisions/0139-reviews.md): every live brand's guests whose
 * stay, not cancelled, ended the day before get a mail in their booking's language with a signed link
 * valid 60 days. Each booking's invitation is an event of its own (`review_invitation:<tenant>:<booking>`,
 * sent once), so a second run, a retry or a second isolate sends nothing twice. `at` is the cron's
 * scheduled time (a test passes any day). A brand whose departures cannot be read is logged and left
 * for the next run of the day's cron; the others go on.
 */
export async function sendReviewInvitations(
  env: Env,
  ctx: ExecutionContext,
  at: Date,
): Promise<{ sent: number; failedBrands: number }> {
  const today = at.toISOString().slice(0, 10);
  const brands = (await listBrands(env)).filter((brand) => brand.status === "live");
  let sent = 0;
  let failedBrands = 0;
  for (const { tenant } of brands) {
    try {
      sent += await inviteBrandGuests(env, ctx, tenant, today);
    } catch (error) {
      failedBrands++;
      logger.warn("reviews: invitations of a brand failed", { ibeUid: tenant.ibeUid, error: errorName(error) });
    }
  }
  logger.info("reviews: invitations sent", { sent, brands: brands.length, failedBrands });
  return { sent, failedBrands };
}

async function inviteBrandGuests(env: Env, ctx: ExecutionContext, tenant: Tenant, today: string): Promise<number> {
  const context = createRequestContext(new Request("https://cron.internal/reviews"), env, ctx);
  context.set(tenantContext, { tenant, area: "public" });
  await setI18nFor(context, tenant, tenant.defaultLanguage);
  const config = context.get(configContext);
  const departures = await adaptersOf(context).ota.getDepartures(tenant.ibeUid, dayBefore(today));
  if (!departures.ok) throw new Error(`departures unavailable (${departures.status})`);
  const origin = scheduledMailOrigin(tenant, {
    production: config.ENVIRONMENT === "production",
    localPort: config.LOCAL_APP_PORT,
  });
  const until = reviewLinkUntil(today);
  let sent = 0;
  for (const stay of departures.data.items) {
    const lng = stay.language && tenant.languages.includes(stay.language) ? stay.language : tenant.defaultLanguage;
    const result = await sendBrandMail(
      context,
      { tenant, kind: "review_invitation", once: stay.bookingId, lng, to: stay.email, reference: stay.reference },
      async (parts) =>
        reviewInvitationMail({ ...parts, stay, until, reviewUrl: await reviewUrl(stay, lng, origin, until) }),
    );
    if (result.sent) sent++;
  }
  return sent;

  async function reviewUrl(stay: Departure, lng: string, base: string, last: string) {
    const path = await reviewPath({
      lng,
      bookingId: stay.bookingId,
      ibeUid: tenant.ibeUid,
      secret: config.SESSION_SECRET,
      until: last,
    });
    return new URL(path, base).toString();
  }
}
