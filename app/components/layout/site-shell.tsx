import { lazy, Suspense } from "react";
import { useT } from "../../i18n/use-t";
import type { RootData } from "../../navigation/root-data";
import { Alert } from "../ui/alert";
import CookieBanner from "./cookie-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { StayBar } from "./stay-bar";

// What most pages do not show, each in its own module: the server renders it whole, the browser loads
// its code when the page has it (a flash message, a signed-in session) (0102). The cookie banner stays
// in the shell: a first visit shows it, and its own file would cost that visit more than it saves.
const Toaster = lazy(() => import("../ui/toaster").then((module) => ({ default: module.Toaster })));
const SessionRefresher = lazy(() =>
  import("./session-refresher").then((module) => ({ default: module.SessionRefresher })),
);

/** Header, main content, footer, cookie banner and toasts around every tenant page. */
export function SiteShell({ root, children }: { root: RootData; children: React.ReactNode }) {
  const { t } = useT();
  // Server flash messages: toasts float and go; alerts stay at the top of the page.
  const toasts = root.flash.filter((m) => m.kind === "toast");
  const alerts = root.flash.filter((m) => m.kind === "alert");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader root={root} />
      <main id="main" className="flex-1">
        <StayBar stay={root.stay} lng={root.locale} />
        {toasts.length > 0 ? (
          <Suspense fallback={null}>
            <Toaster messages={toasts} />
          </Suspense>
        ) : null}
        {alerts.length > 0 ? (
          <div className="mx-auto mt-4 flex max-w-6xl flex-col gap-2 px-4" data-testid="flash-alerts">
            {alerts.map((m, i) => (
              <Alert key={i} variant={m.variant}>
                {t(m.messageKey, { replace: m.values })}
              </Alert>
            ))}
          </div>
        ) : null}
        {children}
      </main>
      {/* The admin area links to no public page (its host serves only the admin area). */}
      {root.area === "public" ? <SiteFooter root={root} /> : null}
      {root.consent === null ? <CookieBanner root={root} /> : null}
      {root.session.status === "authenticated" ? (
        <Suspense fallback={null}>
          <SessionRefresher intervalSeconds={root.sessionRefreshSeconds} lng={root.locale} />
        </Suspense>
      ) : null}
    </div>
  );
}
