import type { RouterContextProvider } from "react-router";
import type { BookingDetailsForm } from "../../../shared/checkout/booking-details-schema";
import { bookingDetailsPrefill } from "../../domain/account/booking-prefill";
import type { SessionUser } from "../../domain/auth/session-user";
import { adaptersOf } from "../adapters.server";
import { getSession } from "../auth/session.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";
import type { OtaCustomer } from "../ota/ota-client.server";

/**
 * The OTA's customer for a signed-in user: the subject of the server-side session, never a value a
 * browser sent (docs/decisions/0022-customer-subject-and-profile.md).
 */
export function customerOf(user: SessionUser): OtaCustomer {
  return { subject: user.sub };
}

/** The signed-in traveller's subject for a booking made now, so that it belongs to their account. */
export async function bookingSubjectFor(context: Readonly<RouterContextProvider>): Promise<string | undefined> {
  return (await getSession(context))?.user.sub;
}

/**
 * The booking-details step's prefill: the signed-in traveller's profile and the session's name and
 * e-mail; nothing when signed out. A profile the OTA cannot give right now only costs the prefill.
 */
export async function bookingDetailsPrefillFor(context: Readonly<RouterContextProvider>): Promise<BookingDetailsForm> {
  const session = await getSession(context);
  if (!session) return {};
  const { tenant } = context.get(tenantContext);
  const result = await adaptersOf(context).ota.getMyProfile(tenant.ibeUid, customerOf(session.user));
  if (!result.ok)
    logger.warn("account: profile unavailable for the prefill", { status: result.status, code: result.code });
  return bookingDetailsPrefill(session.user, result.ok ? result.data.profile : null);
}
