import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import type { RootData } from "~/root";

/**
 * Asks once for consent to optional storage. A non-modal radix dialog rendered in place (no portal),
 * so it is in the server HTML, works as a plain form without JavaScript, and never traps focus.
 */
export default function CookieBanner({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Dialog.Root defaultOpen modal={false}>
      <Dialog.Content
        aria-describedby="cookie-banner-body"
        data-testid="cookie-banner"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => event.preventDefault()}
        className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-lg border border-black/10 bg-white p-4 shadow-2xl sm:inset-x-4 sm:bottom-4"
      >
        <Dialog.Title className="font-semibold">{t("cookie.title", { brand: root.tenant.name })}</Dialog.Title>
        <Dialog.Description id="cookie-banner-body" className="mt-1 text-sm text-ink/80">
          {t("cookie.body")}
        </Dialog.Description>
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
      </Dialog.Content>
    </Dialog.Root>
  );
}
