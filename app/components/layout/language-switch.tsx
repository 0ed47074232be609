import { useLocation } from "react-router";
import type { Language } from "../../../shared/tenancy/tenant";
import { switchLanguagePath } from "../../i18n/language-path";
import { useT } from "../../i18n/use-t";

/**
 * Links to the same page and query in the tenant's other languages (full reload: new messages). The
 * header shows it twice, in its navigation bar and in the phone menu: only the menu's is a "Language"
 * navigation landmark (the bar's links already sit in the main navigation, and landmarks need unique
 * names); each link names its language and the current one is marked.
 */
export function LanguageSwitch({
  languages,
  current,
  landmark,
}: {
  languages: readonly Language[];
  current: Language;
  landmark: boolean;
}) {
  const { t } = useT();
  const location = useLocation();
  if (languages.length < 2) return null;
  const links = (
    <ul className="flex items-center gap-1">
      {languages.map((lng) => (
        <li key={lng}>
          <a
            href={switchLanguagePath(location.pathname, location.search, lng)}
            hrefLang={lng}
            lang={lng}
            aria-current={lng === current ? "true" : undefined}
            data-testid={`language-${lng}`}
            className={`block rounded px-2 py-1 text-sm font-medium uppercase ${
              lng === current ? "bg-brand text-brand-fg" : "text-ink hover:bg-surface"
            }`}
          >
            <span aria-hidden="true">{lng}</span>
            <span className="sr-only">{t(`languageNames.${lng}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
  return landmark ? <nav aria-label={t("header.language")}>{links}</nav> : links;
}
