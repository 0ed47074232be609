import type { Language } from "../../../shared/tenancy/tenant";
import {
  type PlaceSuggestion,
  parseSuggestions,
  suggestionDetails,
  suggestUrl,
} from "../../components/search/place-suggestions";
import { searchEntryPath } from "../../domain/deep-links/search-entry";
import type { WidgetConfig } from "../../domain/widget/widget-config";
import { widgetStyles } from "./widget-styles";
import { fill, textsFor } from "./widget-texts";

const SUGGESTIONS_SHOWN = 6;
/** Typing pauses this long before the places lookup is asked (the search form's own pace). */
const SUGGEST_PAUSE_MS = 200;

type Mount = { host: HTMLElement; origin: string; config: WidgetConfig; lng: Language };

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  // Through the DOM's Node: the Workers' types give elements an HTMLRewriter `append` too.
  for (const child of children)
    (made as Node).appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  return made;
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/**
 * `<div data-quartier-search>` as the brand's search box in a shadow root: a place with suggestions
 * (the ARIA 1.2 combobox pattern), check-in, check-out and guests. Sending opens the brand's search
 * entry deep link in this window; a missing place or date is said in the box, in the box's language.
 */
export function mountSearchBox({ host, origin, config, lng }: Mount): void {
  const t = textsFor(lng);
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  const field = (id: string, label: string, input: HTMLElement, extra: Node[] = [], className = "field") =>
    element("div", { class: className }, [element("label", { for: id }, [label]), input, ...extra]);

  const place = element("input", {
    id: "place",
    type: "text",
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": "false",
    "aria-controls": "places",
    autocomplete: "off",
    placeholder: t.locationPlaceholder,
  });
  const list = element("ul", { id: "places", role: "listbox", "aria-label": t.placeSuggestionsLabel, hidden: "" });
  const today = isoToday();
  const inDate = element("input", { id: "in", type: "date", min: today });
  const outDate = element("input", { id: "out", type: "date", min: today });
  const guests = element("input", {
    id: "guests",
    type: "number",
    min: "1",
    max: String(config.maxGuests),
    value: "2",
    inputmode: "numeric",
  });
  const status = element("p", { class: "sr", role: "status" });
  const error = element("p", { class: "error", id: "error", role: "alert" });
  const form = element(
    "form",
    { role: "search", "aria-label": fill(t.searchLabel, { brand: config.name }), novalidate: "" },
    [
      field("place", t.location, place, [list], "field place"),
      field("in", t.checkIn, inDate),
      field("out", t.checkOut, outDate),
      field("guests", t.guests, guests),
      element("button", { type: "submit" }, [t.submit]),
      error,
      status,
    ],
  );
  // A constructed style sheet, not a <style> element: the host page's CSP (style-src) governs inline
  // style elements, not the CSSOM, so the page need not allow 'unsafe-inline' for us.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(widgetStyles(config.theme));
  root.adoptedStyleSheets = [sheet];
  root.replaceChildren(form);
  host.setAttribute("lang", lng);

  let suggestions: PlaceSuggestion[] = [];
  let active = -1;
  let chosen: PlaceSuggestion | null = null;
  let asked = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    list.hidden = true;
    place.setAttribute("aria-expanded", "false");
    place.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const highlight = (index: number) => {
    active = index;
    list.querySelectorAll("[role=option]").forEach((option, i) => {
      option.setAttribute("aria-selected", String(i === index));
    });
    if (index < 0) place.removeAttribute("aria-activedescendant");
    else {
      place.setAttribute("aria-activedescendant", `place-${index}`);
      list.children[index]?.scrollIntoView({ block: "nearest" });
    }
  };
  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    chosen = suggestion;
    place.value = suggestion.name;
    close();
  };
  const show = (found: PlaceSuggestion[]) => {
    suggestions = found.slice(0, SUGGESTIONS_SHOWN);
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = element("li", { id: `place-${index}`, role: "option", "aria-selected": "false" }, [
          suggestion.name,
          element("span", { class: "detail" }, [suggestionDetails(suggestion)]),
        ]);
        // mousedown, not click: the input keeps its focus, so the list does not close first.
        option.addEventListener("mousedown", (event) => {
          event.preventDefault();
          choose(index);
        });
        return option;
      }),
    );
    const open = suggestions.length > 0;
    list.hidden = !open;
    place.setAttribute("aria-expanded", String(open));
    active = -1;
    const count = suggestions.length;
    status.textContent =
      count === 0
        ? t.noPlaceSuggestions
        : fill(count === 1 ? t.placeSuggestions_one : t.placeSuggestions_other, { count });
  };
  const lookUp = async (text: string) => {
    const ask = ++asked;
    try {
      const response = await fetch(`${origin}${suggestUrl(text, lng, SUGGESTIONS_SHOWN)}`, { credentials: "omit" });
      const found = response.ok ? parseSuggestions(await response.json()) : null;
      if (ask === asked && place.value.trim() === text) show(found ?? []);
    } catch {
      // No suggestions: the search page finds the place by its name.
    }
  };

  place.addEventListener("input", () => {
    chosen = null;
    place.removeAttribute("aria-invalid");
    error.textContent = "";
    clearTimeout(pause);
    const text = place.value.trim();
    if (text.length < 2) {
      close();
      return;
    }
    pause = setTimeout(() => void lookUp(text), SUGGEST_PAUSE_MS);
  });
  place.addEventListener("keydown", (event) => {
    const open = !list.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      highlight((active + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  });
  place.addEventListener("blur", close);
  inDate.addEventListener("change", () => {
    if (inDate.value) outDate.min = inDate.value;
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const problem = problemOf();
    for (const input of [place, inDate, outDate]) input.removeAttribute("aria-invalid");
    if (problem) {
      error.textContent = problem.message;
      problem.input.setAttribute("aria-invalid", "true");
      problem.input.setAttribute("aria-describedby", "error");
      problem.input.focus();
      return;
    }
    error.textContent = "";
    const path = searchEntryPath(lng, {
      location: place.value,
      place: chosen ? { id: chosen.id, lat: chosen.lat, long: chosen.long } : null,
      inDate: inDate.value,
      outDate: outDate.value,
      guests: Number(guests.value) || 1,
    });
    window.location.assign(`${origin}${path}`);
  });

  function problemOf(): { input: HTMLInputElement; message: string } | null {
    if (!place.value.trim()) return { input: place, message: t.locationRequired };
    if (!inDate.value) return { input: inDate, message: t.mustBeDayjs };
    if (!outDate.value) return { input: outDate, message: t.mustBeDayjs };
    if (outDate.value <= inDate.value) return { input: outDate, message: t.outDateAfterInDate };
    return null;
  }
}
