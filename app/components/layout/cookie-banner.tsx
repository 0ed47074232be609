import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { consentOfChoice } from "../../domain/analytics/consent";
import { useT } from "../../i18n/use-t";
import type { RootData } from "../../navigation/root-data";
import { withdrawAnalyticsConsent } from "../analytics/data-layer";

/**
 * Asks once for consent to optional storage, and to analytics where the brand measures. A non-modal
 * dialog in place (no portal, no focus trap): plain markup, so it is in the server HTML, works as a
 * form without JavaScript and costs the page no script; the page's own controls stay reachable while
 * it is open. Answering reloads the page's data (the root loader then has the consent and no longer
 * renders it); for a brand with a tag manager it reloads the document, so the next page starts with
 * the tag or without it (docs/decisions/0131). The settings are a disclosure: no script needed.
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
  const measures = Boolean(root.tenant.gtmContainerId);
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
        {t(measures ? "cookie.bodyAnalytics" : "cookie.body")}
      </p>
      {/* Found when submitted, not on load (currency-switch.tsx says why). */}
      <ConsentForm root={root} redirectTo={`${location.pathname}${location.search}`} className="mt-3">
        {/* The settings sit in the buttons' row while closed, so the banner is no taller for them. */}
        <div className="flex flex-wrap items-center gap-2">
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
          <details className="group open:basis-full" data-testid="cookie-settings">
            {/* Its own marker: the browser's is gone with the summary's list-item display. */}
            <summary className="flex cursor-pointer list-none items-center gap-1 px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
                ›
              </span>
              {t("cookie.settings")}
            </summary>
            <div className="mt-2 grid gap-2">
              <Switch name="storage" label={t("cookie.storageSwitch")} />
              {measures ? <Switch name="analytics" label={t("cookie.analyticsSwitch")} /> : null}
              <button
                type="submit"
                name="consent"
                value="custom"
                className="justify-self-start rounded-md border border-ink/30 px-4 py-2 text-sm font-semibold hover:bg-surface"
              >
                {t("cookie.saveChoice")}
              </button>
            </div>
          </details>
        </div>
      </ConsentForm>
    </section>
  );
}

/** A purpose's switch: a checkbox, off until the guest turns it on. */
function Switch({ name, label }: { name: string; label: string }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" name={name} className="mt-0.5 size-4 accent-brand" />
      <span>{label}</span>
    </label>
  );
}

/**
 * The form every cookie choice posts (the banner's, the footer's): for a brand with a tag manager a
 * document post, and a choice without analytics sends Consent Mode's denial before the page goes.
 */
export function ConsentForm({
  root,
  redirectTo,
  className,
  children,
}: {
  root: RootData;
  redirectTo: string;
  className?: string;
  children: React.ReactNode;
}) {
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(event.currentTarget, submitter);
    const consent = consentOfChoice({
      consent: String(form.get("consent")) as "all",
      storage: String(form.get("storage") ?? ""),
      analytics: String(form.get("analytics") ?? ""),
    });
    if (!consent?.analytics) withdrawAnalyticsConsent();
  };
  return (
    <Form
      method="post"
      action={`/${root.locale}/preferences`}
      discover="none"
      reloadDocument={Boolean(root.tenant.gtmContainerId)}
      onSubmit={onSubmit}
      className={className}
    >
      <input type="hidden" name="intent" value="consent" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </Form>
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
