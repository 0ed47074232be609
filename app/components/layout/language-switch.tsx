import { useLocation } from "react-router";
import type { Language } from "~/domain/tenancy/tenant";
import { switchLanguagePath } from "~/i18n/language-path";
import { useT } from "~/i18n/use-t";

/** Links to the same page and query in the tenant's other languages (full reload: new messages). */
export function LanguageSwitch({ languages, current }: { languages: readonly Language[]; current: Language }) {
  const { t } = useT();
  const location = useLocation();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t("header.language")} className="flex items-center gap-1">
      {languages.map((lng) => (
        <a
          key={lng}
          href={switchLanguagePath(location.pathname, location.search, lng)}
          hrefLang={lng}
          lang={lng}
          aria-current={lng === current ? "true" : undefined}
          data-testid={`language-${lng}`}
          className={`rounded px-2 py-1 text-sm font-medium uppercase ${
            lng === current ? "bg-brand text-brand-fg" : "text-ink hover:bg-surface"
          }`}
        >
          <span aria-hidden="true">{lng}</span>
          <span className="sr-only">{t(`languageNames.${lng}`)}</span>
        </a>
      ))}
    </nav>
  );
}
