import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { isoDateFromToday } from "../../shared/dates/test-support/iso-date-from-today";

export { isoDateFromToday };

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);

/** The local address of a tenant's booking engine. */
export function tenantUrl(brand: string, path = "/"): string {
  return `http://${brand}.localhost:${E2E_PORT}${path}`;
}

/** Waits until React has hydrated (the root sets html[data-hydrated]); nothing to wait for without JavaScript. */
export async function hydrated(page: Page, javaScriptEnabled = true): Promise<void> {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Chooses a stay as a visitor would: with JavaScript through the calendar, by keyboard from today
 * (the calendar opens on today), without it by typing into the date fields.
 */
export async function chooseStay(
  page: Page,
  {
    fromToday,
    nights,
    javaScriptEnabled = true,
    lng = "en",
    labels,
  }: {
    fromToday: number;
    nights: number;
    javaScriptEnabled?: boolean;
    lng?: "de" | "en";
    /** The fields' labels where they are not the search's (the enquiry form: Arrival, Departure). */
    labels?: { checkIn: string; checkOut: string };
  },
): Promise<{ inDate: string; outDate: string }> {
  const inDate = isoDateFromToday(fromToday);
  const outDate = isoDateFromToday(fromToday + nights);
  const checkIn = labels?.checkIn ?? (lng === "de" ? "Anreise" : "Check-in");
  const checkOut = labels?.checkOut ?? (lng === "de" ? "Abreise" : "Check-out");
  if (!javaScriptEnabled) {
    await page.getByRole("textbox", { name: checkIn }).fill(inDate);
    await page.getByRole("textbox", { name: checkOut }).fill(outDate);
    return { inDate, outDate };
  }
  await page
    .getByRole("button", { name: new RegExp(checkIn) })
    .first()
    .click();
  // The calendar's code loads on demand: wait until its day grid has focus before typing.
  await expect(page.locator('button[data-date][tabindex="0"]').first()).toBeFocused();
  const press = async (key: string, times: number) => {
    for (let i = 0; i < times; i++) await page.keyboard.press(key);
  };
  await press("ArrowDown", Math.floor(fromToday / 7));
  await press("ArrowRight", fromToday % 7);
  await page.keyboard.press("Enter");
  await press("ArrowRight", nights);
  await page.keyboard.press("Enter");
  await expect(page.locator('input[name="inDate"]').first()).toHaveValue(inDate);
  await expect(page.locator('input[name="outDate"]').first()).toHaveValue(outDate);
  // Confirm and close the calendar when it stays open after the second date.
  const done = page.getByRole("button", { name: lng === "de" ? "Fertig" : "Done" });
  if (await done.isVisible()) await done.click();
  await expect(done).toBeHidden();
  return { inDate, outDate };
}

const htmlcsSource = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

/**
 * Lets HTML_CodeSniffer read the colours a modern browser computes. Tailwind writes colours with an
 * opacity as `color-mix(in oklab, ...)`, which Chromium reports as `oklab(...)`: HTMLCS parses only
 * rgb() and hex, so it would skip every such text instead of checking it. Its style lookup is
 * wrapped: colours come back as rgb(), an element's background as the opaque colour it shows (its own
 * and its ancestors' translucent backgrounds over the first opaque one, white at the top), and the
 * text colour blended over that. Where a background image lies under a translucent background the
 * colours are passed on as they are, and HTMLCS reports what it cannot decide as a warning, as before.
 */
const htmlcsColourShim = `(() => {
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const parsed = new Map();
  const rgba = (value) => {
    let colour = parsed.get(value);
    if (!colour) parsed.set(value, (colour = paint(value)));
    return colour;
  };
  const paint = (value) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = "rgba(0, 0, 0, 0)";
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return { r, g, b, a: a / 255 };
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const css = (c) => "rgb(" + Math.round(c.r) + ", " + Math.round(c.g) + ", " + Math.round(c.b) + ")";
  /** The opaque background an element shows, or null when an image may show through. */
  const shownBackground = new WeakMap();
  const background = (element) => {
    if (!shownBackground.has(element)) shownBackground.set(element, composite(element));
    return shownBackground.get(element);
  };
  const composite = (element) => {
    const style = getComputedStyle(element);
    const colour = rgba(style.backgroundColor);
    if (colour.a >= 1) return colour;
    if (style.backgroundImage !== "none") return null;
    // Translucent or none: over what the parent shows (white at the top).
    const parent = element.parentElement;
    const below = parent ? background(parent) : { r: 255, g: 255, b: 255, a: 1 };
    if (!below) return null;
    return colour.a > 0 ? over(colour, below) : below;
  };
  const original = HTMLCS.util.style;
  HTMLCS.util.style = (element, pseudo) => {
    const style = original.call(HTMLCS.util, element, pseudo);
    if (!style || pseudo) return style;
    const shown = background(element);
    if (!shown) return style;
    const colour = over(rgba(style.color), shown);
    return new Proxy(style, {
      get(target, key) {
        if (key === "backgroundColor") return css(shown);
        if (key === "color") return css(colour);
        const value = target[key];
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  };
})();`;

/**
 * HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now (notices and warnings left out), as the
 * outside checker (pa11y) runs it: `code: element (text)`. It checks the contrast of text that axe
 * leaves as "incomplete", such as text over images. Evaluated through the browser's debugging
 * protocol, so the page's CSP stays as it is.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  const loaded = await page.evaluate("typeof window.HTMLCS !== 'undefined'");
  if (!loaded) await page.evaluate(`${htmlcsSource};\nwindow.HTMLCS = HTMLCS;\n${htmlcsColourShim}`);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (window as unknown as { HTMLCS: Record<string, unknown> }).HTMLCS as {
          ERROR: number;
          process: (standard: string, content: Document, callback: () => void) => void;
          getMessages: () => Message[];
        };
        const nameOf = (element: Element) => {
          const id = element.id ? `#${element.id}` : "";
          const classes =
            typeof element.className === "string" ? element.className.split(/\s+/).filter(Boolean).slice(0, 4) : [];
          const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
          return `${element.tagName.toLowerCase()}${id}${classes.map((c) => `.${c}`).join("")} (${text})`;
        };
        htmlcs.process("WCAG2AA", document, () => {
          resolve(
            htmlcs
              .getMessages()
              .filter((m) => m.type === htmlcs.ERROR)
              .map((m) => `${m.code.split(".").slice(-3).join(".")}: ${nameOf(m.element)}`),
          );
        });
      }),
  );
}

/** axe's tags for the rules of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's violations and HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now; axe runs all its
 * rules (best practices too), or only those with one of `tags`.
 */
export async function accessibilityErrors(page: Page, { tags }: { tags?: string[] } = {}): Promise<string[]> {
  // Only the violations are read: the passes and incomplete results are summed up with one element
  // each, not carried out of the page with every element checked (set before the tags: `options`
  // replaces what `withTags` sets).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (tags) builder.withTags(tags);
  // A page without frames is checked by axe.run in the page: the same rules on the same document,
  // without AxeBuilder's partial run and the blank page it opens to put the parts together (half of
  // axe's time on a results page). A page with a frame (the card step's frame, of another origin)
  // keeps the partial runs, which reach into frames of any origin.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const axe = (await builder.analyze()).violations.map(
    (v) => `axe ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
  );
  return [...axe, ...(await htmlcsErrors(page)).map((error) => `htmlcs ${error}`)];
}

/** Holds back a script of the build (e.g. /\/assets\/stay-box-[^/]+\.js$/) until the returned function lets it come. */
export async function holdScript(page: Page, script: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
