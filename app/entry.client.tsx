import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { loadTranslation } from "./i18n/load-translation";
import { translationPartsFor } from "./i18n/translation-parts";

/**
 * Resolves once the browser has painted the server's HTML: a frame callback runs just before the
 * first paint (never while the stylesheet still blocks rendering), a task queued from it runs just
 * after. A hidden tab paints nothing and hydrates at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function hydrate() {
  // Detection on the client: the server already chose the language and wrote it into <html lang>.
  const lng = document.documentElement.lang === "de" ? "de" : "en";
  const translation = loadTranslation(lng, translationPartsFor(location.pathname));
  // Hydrating is the page's longest task; the server's HTML is complete, so it is painted first and
  // the visitor sees the page while React attaches to it.
  await afterFirstPaint();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: lng,
    resources: { [lng]: { translation: await translation } },
    interpolation: { escapeValue: false },
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
