import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { createContext } from "react-router";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import type { Language, Tenant } from "~/domain/tenancy/tenant";
import { languageFromPath } from "~/i18n/language-path";
import { i18nResources } from "~/i18n/resources";
import { tenantContext } from "../context.server";
import { languageCookie } from "../cookies.server";

type I18nAccessors = ReturnType<typeof createI18nextMiddleware>;

// One detector per language set: a tenant that offers only English never detects German,
// and one whose default is German falls back to German.
const byLanguageSet = new Map<string, I18nAccessors>();

function accessorsFor(tenant: Tenant): I18nAccessors {
  const key = `${tenant.languages.join(",")}|${tenant.defaultLanguage}`;
  let accessors = byLanguageSet.get(key);
  if (!accessors) {
    accessors = createI18nextMiddleware({
      detection: {
        supportedLanguages: [...tenant.languages],
        fallbackLanguage: tenant.defaultLanguage,
        cookie: languageCookie,
        // Spec order: path, html tag (client only), cookie, navigator (Accept-Language on the server).
        order: ["custom", "cookie", "header"],
        findLocale: async (request) => languageFromPath(new URL(request.url).pathname),
      },
      i18next: {
        resources: i18nResources,
        supportedLngs: [...tenant.languages],
        fallbackLng: tenant.defaultLanguage,
        interpolation: { escapeValue: false },
      },
    });
    byLanguageSet.set(key, accessors);
  }
  return accessors;
}

const accessorsContext = createContext<I18nAccessors>();

export const i18nMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { tenant } = args.context.get(tenantContext);
  const accessors = accessorsFor(tenant);
  args.context.set(accessorsContext, accessors);
  const [middleware] = accessors;
  const response = (await middleware(args, next)) as Response;
  // Remember a language chosen through the path, so "/" later leads back to it.
  const pathLanguage = languageFromPath(new URL(args.request.url).pathname);
  if (pathLanguage && tenant.languages.includes(pathLanguage)) {
    const current = await languageCookie.parse(args.request.headers.get("Cookie"));
    if (current !== pathLanguage && !response.headers.has("Location")) {
      response.headers.append("Set-Cookie", await languageCookie.serialize(pathLanguage));
    }
  }
  return response;
};

export function getLocale(context: Readonly<RouterContextProvider>): Language {
  const [, getLocaleOf] = context.get(accessorsContext);
  return getLocaleOf(context) as Language;
}

export function getI18n(context: Readonly<RouterContextProvider>) {
  const [, , getInstance] = context.get(accessorsContext);
  return getInstance(context);
}
