import { data, redirect } from "react-router";
import { safeRedirect } from "remix-utils/safe-redirect";
import { z } from "zod";
import { tenantContext } from "../.server/context.server";
import { consentCookie, currencyCookie } from "../.server/cookies.server";
import { flash } from "../.server/flash.server";
import { consentCookieValue, consentOfChoice } from "../domain/analytics/consent";
import { isHeaderSafe } from "../domain/security/request-shape";
import type { Route } from "./+types/preferences";

// The page to return to: a path of ours, without characters that would break the Location header.
const redirectTo = z.string().refine(isHeaderSafe).optional();

const preferencesSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("currency"),
    currency: z.string().regex(/^[A-Z]{3}$/),
    redirectTo,
  }),
  z.object({
    intent: z.literal("consent"),
    consent: z.enum(["all", "necessary", "reset", "custom"]),
    // The banner's settings (`custom`): each purpose's switch, "on" when ticked, absent when not.
    storage: z.literal("on").optional(),
    analytics: z.literal("on").optional(),
    redirectTo,
  }),
]);

/** Stores the visitor's currency and cookie choices, then returns to the page they came from. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { tenant } = context.get(tenantContext);
  const parsed = preferencesSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ error: "invalid_preferences" }, { status: 400 });
  const input = parsed.data;
  const back = safeRedirect(input.redirectTo, `/${params.lng}`);
  const headers = new Headers();

  if (input.intent === "currency") {
    if (!tenant.currencies.includes(input.currency)) throw data({ error: "unsupported_currency" }, { status: 400 });
    headers.append("Set-Cookie", await currencyCookie.serialize(input.currency));
    const note = await flash(request, context, {
      kind: "toast",
      variant: "success",
      messageKey: "currency.changed",
      values: { currency: input.currency },
    });
    headers.append("Set-Cookie", note["Set-Cookie"]);
  } else {
    const consent = consentOfChoice(input);
    if (!consent) {
      headers.append("Set-Cookie", await consentCookie.serialize("", { maxAge: 0 }));
      return redirect(back, { headers });
    }
    headers.append("Set-Cookie", await consentCookie.serialize(consentCookieValue(consent)));
    const note = await flash(request, context, { kind: "toast", variant: "success", messageKey: "cookie.saved" });
    headers.append("Set-Cookie", note["Set-Cookie"]);
  }
  return redirect(back, { headers });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.lng}`);
}

/**
 * No page of its own (GET redirects). A UI route all the same: a refused choice (a tampered form) then
 * renders the translated 400 page in the site's frame, where a resource route would answer raw JSON.
 */
export default function Preferences() {
  return null;
}
