import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { useT } from "../../i18n/use-t";
import type { RootData } from "../../navigation/root-data";

/**
 * Asks once for consent to optional storage. A non-modal dialog in place (no portal, no focus trap):
 * plain markup, so it is in the server HTML, works as a form without JavaScript and costs the page no
 * script; the page's own controls stay reachable while it is open. Answering reloads the page's data
 * (the root loader then has the consent and no longer renders it).
 *
 * It never hides what has focus (WCAG 2.4.11, docs/decisions/0076): it is the page's last block,
 * sticky at the bottom of the window, so the page's end (the footer) is reserved for it and scrolls
 * clear of it; and the document's scroll padding (app.css) keeps a focused element above it, with
 * its measured height once its code runs.
 */
export default function CookieBanner({ root }: { root: RootData }) {
  const { t } = useT();
  const location = useLocation();
  const banner = useRef<HTMLElement>(null);
  useScrollPaddingOf(banner);
  return (
    <section
      ref={banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-body"
      data-testid="cookie-banner"
      className="sticky bottom-2 z-40 mx-auto mb-2 w-[calc(100%-1rem)] max-w-3xl rounded-lg border border-black/10 bg-white p-4 shadow-2xl sm:bottom-4 sm:mb-4 sm:w-[calc(100%-2rem)]"
    >
      <h2 id="cookie-banner-title" className="font-semibold">
        {t("cookie.title", { brand: root.tenant.name })}
      </h2>
      <p id="cookie-banner-body" className="mt-1 text-sm text-ink">
        {t("cookie.body")}
      </p>
      {/* Found when submitted, not on load (currency-switch.tsx says why). */}
      <Form method="post" action={`/${root.locale}/preferences`} discover="none" className="mt-3 flex flex-wrap gap-2">
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

/** Sets the document's bottom scroll padding to the banner's height and gap while it is shown. */
function useScrollPaddingOf(banner: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      // Its height, its distance from the window's bottom edge, and a little air above it.
      const space = element.offsetHeight + (Number.parseFloat(getComputedStyle(element).bottom) || 0) + 8;
      root.style.setProperty("--cookie-banner-space", `${space}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-space");
    };
  }, [banner]);
}
