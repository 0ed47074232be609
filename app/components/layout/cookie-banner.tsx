import { Form, useLocation } from "react-router";
import { useT } from "~/i18n/use-t";
import type { RootData } from "~/navigation/root-data";

/**
 * Asks once for consent to optional storage. A non-modal dialog in place (no portal, no focus trap):
 * plain markup, so it is in the server HTML, works as a form without JavaScript and costs the page no
 * script; the page's own controls stay reachable while it is open. Answering reloads the page's data
 * (the root loader then has the consent and no longer renders it).
 */
export default function CookieBanner({ root }: { root: RootData }) {
  const { t } = useT();
  const location = useLocation();
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-body"
      data-testid="cookie-banner"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-lg border border-black/10 bg-white p-4 shadow-2xl sm:inset-x-4 sm:bottom-4"
    >
      <h2 id="cookie-banner-title" className="font-semibold">
        {t("cookie.title", { brand: root.tenant.name })}
      </h2>
      <p id="cookie-banner-body" className="mt-1 text-sm text-ink">
        {t("cookie.body")}
      </p>
      <Form method="post" action={`/${root.locale}/preferences`} className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          name="consent"
          value="all"
          className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-brand-fg hover:opacity-90"
        >
          {t("cookie.acceptAll")}
        </button>
        <button
          type="submit"
          name="consent"
          value="necessary"
          className="rounded-md border border-ink/30 px-4 py-2 text-sm font-semibold hover:bg-surface"
        >
          {t("cookie.necessaryOnly")}
        </button>
      </Form>
    </section>
  );
}
