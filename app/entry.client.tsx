import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { loadTranslation } from "./i18n/load-translation";
import { translationPartsFor } from "./i18n/translation-parts";

async function hydrate() {
  // Detection on the client: the server already chose the language and wrote it into <html lang>.
  const lng = document.documentElement.lang === "de" ? "de" : "en";
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: lng,
    resources: { [lng]: { translation: await loadTranslation(lng, translationPartsFor(location.pathname)) } },
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
