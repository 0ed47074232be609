import type { FormEvent } from "react";
import { Form, useLocation } from "react-router";
import { useT } from "../../i18n/use-t";

/**
 * A disclosure with one submit button per currency: works as a plain form post without JavaScript,
 * and the server keeps the choice in a cookie. With JavaScript the post is a fetch and the page stays,
 * so the menu closes itself on a choice and gives the focus back to its trigger.
 */
export function CurrencySwitch({
  lng,
  currencies,
  current,
}: {
  lng: string;
  currencies: readonly string[];
  current: string;
}) {
  const { t } = useT();
  const location = useLocation();
  if (currencies.length < 2) return null;
  return (
    <details className="relative" data-testid="currency-switch">
      <summary
        className="rounded px-2 py-1 text-sm font-medium hover:bg-surface"
        aria-label={t("header.currencyCurrent", { currency: current })}
      >
        {current}
      </summary>
      <Form
        method="post"
        action={`/${lng}/preferences`}
        // Found when submitted: discovering it on load would change the router's state, and that makes React
        // render parts the page hydrates later (HydrateWhenSeen) at once instead (0102).
        discover="none"
        onSubmit={closeMenu}
        className="absolute right-0 z-30 mt-1 flex min-w-28 flex-col rounded-md border border-black/10 bg-white p-1 shadow-lg"
      >
        <input type="hidden" name="intent" value="currency" />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <fieldset>
          <legend className="sr-only">{t("header.currency")}</legend>
          {currencies.map((code) => (
            <button
              key={code}
              type="submit"
              name="currency"
              value={code}
              aria-pressed={code === current}
              className={`w-full rounded px-3 py-1.5 text-left text-sm ${code === current ? "bg-surface font-semibold" : "hover:bg-surface"}`}
            >
              {code}
            </button>
          ))}
        </fieldset>
      </Form>
    </details>
  );
}

/** Closes the menu the form sits in and puts the focus back on its summary (the menu's trigger). */
function closeMenu(event: FormEvent<HTMLFormElement>) {
  const menu = event.currentTarget.closest("details");
  if (!menu) return;
  menu.open = false;
  menu.querySelector("summary")?.focus();
}
