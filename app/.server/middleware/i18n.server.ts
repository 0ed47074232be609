import { createInstance, type i18n } from "i18next";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { createContext } from "react-router";
import { RemixI18Next } from "remix-i18next/server";
import { memoised } from "../../../shared/memoised";
import type { Language, Tenant } from "../../../shared/tenancy/tenant";
import { languageFromPath } from "../../i18n/language-path";
import { rememberedT } from "../../i18n/remembered-t";
import { i18nResources } from "../../i18n/resources";
import { tenantContext } from "../context.server";
import { languageCookie } from "../cookies.server";

/**
 * A language set's detector and its i18next instances. remix-i18next's middleware made and
 * initialised a new instance on every request (creating its store, services and fallbacks over the
 * whole catalogue); an instance whose language is fixed is never changed by a render or a loader,
 * so one per language serves every request of the isolate (docs/decisions/0044).
 */
type LanguageSet = {
  detector: RemixI18Next;
  options: { supportedLngs: Language[]; fallbackLng: Language };
  instances: Map<string, Promise<i18n>>;
};

type Languages = Pick<Tenant, "languages" | "defaultLanguage">;

// One detector per language set (`de,en|de`): a tenant that offers only English never detects
// German, and one whose default is German falls back to German.
const languageSetByKey = memoised((key: string): LanguageSet => {
  const [list = "", defaultLanguage] = key.split("|") as [string, Language];
  const languages: Languages = { languages: list.split(",") as Language[], defaultLanguage };
  return {
    detector: new RemixI18Next({
      detection: {
        supportedLanguages: [...languages.languages],
        fallbackLanguage: languages.defaultLanguage,
        cookie: languageCookie,
        // Spec order: path, html tag (client only), cookie, navigator (Accept-Language on the server).
        order: ["custom", "cookie", "header"],
        findLocale: async (request) => pathLocale(new URL(request.url).pathname, languages),
      },
    }),
    options: { supportedLngs: [...languages.languages], fallbackLng: languages.defaultLanguage },
    instances: new Map(),
  };
});

function languageSetOf(tenant: Tenant): LanguageSet {
  return languageSetByKey(`${tenant.languages.join(",")}|${tenant.defaultLanguage}`);
}

function instanceOf(set: LanguageSet, lng: string): Promise<i18n> {
  let instance = set.instances.get(lng);
  if (!instance) {
    const made = createInstance({
      ...set.options,
      resources: i18nResources,
      interpolation: { escapeValue: false },
      lng,
    });
    instance = made.init().then(() => {
      // The instance's language and texts never change: its texts are remembered for every request
      // (react-i18next's `t` of every component ends in this one).
      made.t = rememberedT(made.t.bind(made), REMEMBERED_TEXTS);
      return made;
    });
    // A failed start is not kept: the next request tries again.
    instance.catch(() => set.instances.delete(lng));
    set.instances.set(lng, instance);
  }
  return instance;
}

/**
 * Texts remembered per language instance: every page's labels and plurals, and the most recent prices
 * and names shown (a few MB at most; the memory starts over when full).
 */
const REMEMBERED_TEXTS = 5_000;

const localeContext = createContext<Language>();
const instanceContext = createContext<i18n>();

/**
 * The language a path names. A first segment that looks like a language the brand does not offer
 * (`/fr`, or `/de` on an English-only brand) gets the brand's default language: its 404 page is the
 * brand's own, in the brand's language, whatever the visitor's cookie or browser says.
 */
function pathLocale(pathname: string, tenant: Languages): Language | null {
  const language = languageFromPath(pathname);
  if (language && tenant.languages.includes(language)) return language;
  return /^[a-z]{2}$/i.test(pathname.split("/")[1] ?? "") ? tenant.defaultLanguage : null;
}

export const i18nMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const { tenant } = args.context.get(tenantContext);
  const set = languageSetOf(tenant);
  const lng = (await set.detector.getLocale(args.request)) as Language;
  args.context.set(localeContext, lng);
  args.context.set(instanceContext, await instanceOf(set, lng));
  const response = (await next()) as Response;
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

/**
 * The translations of a tenant's language for work without a request (the cron's mails): what the
 * middleware sets for a request, set on a context made for that work.
 */
export async function setI18nFor(context: RouterContextProvider, tenant: Tenant, lng: Language): Promise<void> {
  context.set(localeContext, lng);
  context.set(instanceContext, await instanceOf(languageSetOf(tenant), lng));
}

export function getLocale(context: Readonly<RouterContextProvider>): Language {
  return context.get(localeContext);
}

/** The request's i18next instance, shared with the isolate's other requests in the same language: read it, never change it. */
export function getI18n(context: Readonly<RouterContextProvider>): i18n {
  return context.get(instanceContext);
}
