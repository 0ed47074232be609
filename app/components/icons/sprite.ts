import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * An SVG sprite: one `<symbol id>` per icon, drawn by its lucide component at build time, so pages
 * reference symbols (`<use href>`) and carry no icon code in their JavaScript. Node only: the
 * sprite scripts and their tests call it.
 */
export function spriteOf(icons: Readonly<Record<string, ComponentType>>): string {
  const symbols = Object.keys(icons)
    .sort()
    .map((id) => {
      const svg = renderToStaticMarkup(createElement(icons[id] as ComponentType));
      const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
      return `<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\n${symbols.join("\n")}\n</svg>\n`;
}
