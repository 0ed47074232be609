import type { WidgetConfig } from "../../domain/widget/widget-config";
import { widgetLanguage } from "../../domain/widget/widget-language";
import { wireBookButton } from "./book-button";
import { mountSearchBox } from "./search-box";

/**
 * The brand's widget, version 1 (docs/decisions/0128): served as /widget/v1.js from the brand's host,
 * it asks that host for the brand's config and turns the page's `[data-quartier-search]` elements into
 * search boxes and `[data-quartier-book]` elements into links to apartment pages. No cookie is sent
 * or set; a site the brand does not list gets no config (CORS), and the elements stay as they are.
 */
const script = document.currentScript as HTMLScriptElement | null;
const origin = new URL(script?.src ?? window.location.href).origin;

async function start() {
  let config: WidgetConfig;
  try {
    const response = await fetch(`${origin}/widget/v1/config`, { credentials: "omit" });
    if (!response.ok) throw new Error(`config answered ${response.status}`);
    config = (await response.json()) as WidgetConfig;
  } catch (error) {
    console.warn("Quartier widget: no configuration for this site", error);
    return;
  }
  const pageLanguage = document.documentElement.lang;
  const languageOf = (element: HTMLElement) => widgetLanguage([element.dataset.lang, pageLanguage], config);
  for (const host of document.querySelectorAll<HTMLElement>("[data-quartier-search]"))
    mountSearchBox({ host, origin, config, lng: languageOf(host) });
  for (const button of document.querySelectorAll<HTMLElement>("[data-quartier-book]"))
    wireBookButton(button, origin, languageOf(button));
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => void start());
else void start();
