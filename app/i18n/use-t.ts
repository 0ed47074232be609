import type { i18n as I18n } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

/**
 * The page's i18next instance and its `t`, as `useTranslation()` gives them, without what that hook
 * does in every component on every render: react-i18next copies the instance's own properties
 * (i18next binds each method onto it, some forty) into a new wrapper and makes a fixed `t`, each time
 * on the server, where nothing is kept between renders (about 5 % of a search page's server CPU in a
 * profile, decision 0054). A page's language never changes under it (another language is another
 * document, and the instance is made with it), so nothing here needs to subscribe to changes.
 */
export function useT(): { t: I18n["t"]; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return i18n ? { t: i18n.t, i18n } : WITHOUT_INSTANCE;
}

/** Before any instance exists (a component rendered alone), texts are their keys, as react-i18next does. */
const WITHOUT_INSTANCE = {
  t: ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as I18n["t"],
  i18n: {} as I18n,
};
