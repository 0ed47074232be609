import { useTranslation } from "react-i18next";
import type { RootData } from "~/root";
import { Toaster } from "../ui/toaster";
import CookieBanner from "./cookie-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main content, footer, cookie banner and toasts around every tenant page. */
export function SiteShell({ root, children }: { root: RootData; children: React.ReactNode }) {
  const { t } = useTranslation();
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
        {children}
      </main>
      <SiteFooter root={root} />
      {root.consent === null ? <CookieBanner root={root} /> : null}
      <Toaster messages={root.flash} />
    </div>
  );
}
