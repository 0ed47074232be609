import type { RouterContextProvider } from "react-router";
import { stayBarOf } from "../../domain/stay/stay-collection";
import { publicTenant } from "../../domain/tenancy/public-tenant";
import type { RootData } from "../../navigation/root-data";
import { sessionStatus, takeSignedOutNotice } from "../auth/session.server";
import { configContext, tenantContext } from "../context.server";
import { takeFlash } from "../flash.server";
import { getLocale } from "../middleware/i18n.server";
import { consentOf, currencyOf } from "../preferences.server";
import { readStay } from "../stay/stay-cookie.server";

/**
 * What the root hands every page of a tenant (the brand, language, currency, consent, session), with
 * the headers its flash messages need. The root loader returns it; a 404 thrown before the loaders run
 * (a language the brand does not offer) carries it, so that page is the brand's too.
 */
export async function rootDataOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { withFlash = true }: { withFlash?: boolean } = {},
): Promise<{ root: RootData; headers: Headers }> {
  const { tenant, area } = context.get(tenantContext);
  const [currency, consent, flash, session, signedOutNotice, stay] = await Promise.all([
    currencyOf(request, tenant),
    consentOf(request),
    withFlash ? takeFlash(request, context) : { messages: [], headers: new Headers() },
    sessionStatus(context),
    withFlash ? takeSignedOutNotice(context) : null,
    readStay(request, context),
  ]);
  return {
    root: {
      tenant: publicTenant(tenant),
      area,
      locale: getLocale(context),
      currency,
      consent,
      flash: signedOutNotice ? [...flash.messages, signedOutNotice] : flash.messages,
      // Only the status and what the header shows: tokens and the e-mail address stay on the server.
      session,
      sessionRefreshSeconds: context.get(configContext).AUTH_REFRESH_INTERVAL_SECONDS,
      buildId: __BUILD_ID__,
      origin: new URL(request.url).origin,
      imageResizing: context.get(configContext).IMAGE_RESIZING === "cloudflare",
      stay: stayBarOf(stay),
    },
    headers: new Headers(flash.headers),
  };
}
