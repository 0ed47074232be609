import type { Language } from "../../../shared/tenancy/tenant";
import { safeReturnUrl } from "./return-url";

/** The app's sign-in route (`register`: the provider's registration), coming back to `returnTo` on this host. */
export function signInPath(lng: Language, { returnTo, register = false }: { returnTo?: string; register?: boolean }) {
  const query = new URLSearchParams(register ? { register: "1" } : {});
  if (returnTo) query.set("returnTo", safeReturnUrl(returnTo, `/${lng}`));
  const search = query.toString();
  return `/${lng}/sign-in${search ? `?${search}` : ""}`;
}
