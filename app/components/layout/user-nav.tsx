import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Language } from "../../../shared/tenancy/tenant";
import { accountLinks } from "../../domain/auth/account-links";
import type { SessionStatus } from "../../domain/auth/session-user";
import { signInPath } from "../../domain/auth/sign-in-path";
import { useT } from "../../i18n/use-t";
import { UiIcon } from "../icons/ui-icon";
import { SIGN_OUT_ACTION } from "./user-menu-links";

// The radix menu loads only for signed-in visitors once the page runs JavaScript.
const UserMenuDropdown = lazy(() => import("./user-menu-dropdown"));

/**
 * The header's account entry. Signed out: sign in and register (links: they leave for the provider).
 * Signed in: the user's menu, a radix dropdown with JavaScript and a <details> list without it; sign
 * out is a form, so it works either way.
 */
export function UserNav({ session, lng }: { session: SessionStatus; lng: Language }) {
  const { t } = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  const here = `${location.pathname}${location.search}`;
  if (session.status === "unauthenticated") {
    return (
      <div className="flex items-center gap-1" data-testid="user-nav">
        <a
          href={signInPath(lng, { returnTo: here })}
          className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-ink hover:bg-surface"
        >
          <UiIcon name="user" className="size-4" />
          {t("header.signIn")}
        </a>
        <a
          href={signInPath(lng, { returnTo: here, register: true })}
          className="rounded border border-brand px-2 py-1 text-sm font-medium text-brand hover:bg-surface"
        >
          {t("header.register")}
        </a>
      </div>
    );
  }
  const fallback = (
    <details className="relative" data-testid="user-nav">
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 text-sm font-medium text-ink hover:bg-surface">
        <UiIcon name="user" className="size-4" />
        <span data-testid="user-name">{session.name}</span>
      </summary>
      <ul className="absolute right-0 z-30 mt-2 flex w-56 flex-col rounded-md border border-black/10 bg-white p-1 shadow-lg">
        {accountLinks(lng).map((link) => (
          <li key={link.key}>
            <a href={link.href} className="block rounded px-3 py-2 text-sm hover:bg-surface">
              {t(`accountLinks.${link.key}`)}
            </a>
          </li>
        ))}
        <li>
          <form method="post" action={SIGN_OUT_ACTION}>
            <button type="submit" className="block w-full rounded px-3 py-2 text-left text-sm hover:bg-surface">
              {t("header.signOut")}
            </button>
          </form>
        </li>
      </ul>
    </details>
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <UserMenuDropdown name={session.name} lng={lng} />
    </Suspense>
  );
}
