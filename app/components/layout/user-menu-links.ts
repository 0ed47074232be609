import type { Language } from "~/domain/tenancy/tenant";

/** The sign-out endpoint: a form posts to it (no payload). */
export const SIGN_OUT_ACTION = "/api/auth/sign-out-provider";

/** Sign in (or register) and come back to `returnTo`, a path on this host. */
export function signInHref(lng: Language, returnTo: string, register: boolean): string {
  const query = new URLSearchParams(register ? { register: "1", returnTo } : { returnTo });
  return `/${lng}/sign-in?${query}`;
}
