import { Link } from "react-router";
import { useT } from "../../i18n/use-t";
import type { RootData } from "../../navigation/root-data";
import { UiIcon } from "../icons/ui-icon";
import { CurrencySwitch } from "./currency-switch";
import { LanguageSwitch } from "./language-switch";
import { UserNav } from "./user-nav";

export function SiteHeader({ root }: { root: RootData }) {
  const { t } = useT();
  const { tenant, locale, currency } = root;
  const home = root.area === "admin" ? `/${locale}/admin` : `/${locale}`;
  // The admin area has its own bar (who is signed in, sign-out) and shows amounts in their own currency.
  const publicArea = root.area !== "admin";
  const tools = (landmarks: boolean) => (
    <>
      <LanguageSwitch languages={tenant.languages} current={locale} landmark={landmarks} />
      {publicArea ? <CurrencySwitch lng={locale} currencies={tenant.currencies} current={currency} /> : null}
      {publicArea ? <UserNav session={root.session} lng={locale} /> : null}
    </>
  );
  return (
    <header className="sticky top-0 z-20 border-b-4 border-brand bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to={home} className="flex items-center gap-2" aria-label={t("header.homeLink", { brand: tenant.name })}>
          <img src={tenant.theme.logo} alt="" width={36} height={36} className="size-9" />
          <span className="text-lg font-bold tracking-tight text-brand" data-testid="brand-name">
            {tenant.name}
          </span>
        </Link>
        <nav
          aria-label={t("header.mainNavigation")}
          className={`items-center gap-3 ${publicArea ? "hidden md:flex" : "flex"}`}
        >
          {tools(false)}
        </nav>
        <details className={`relative md:hidden ${publicArea ? "" : "hidden"}`} data-testid="mobile-menu">
          <summary className="rounded p-2 hover:bg-surface" aria-label={t("common.openMenu")}>
            <UiIcon name="menu" className="size-6" />
          </summary>
          <div className="absolute right-0 z-30 mt-2 flex w-56 flex-col items-start gap-3 rounded-md border border-black/10 bg-white p-3 shadow-lg">
            {tools(true)}
          </div>
        </details>
      </div>
    </header>
  );
}
