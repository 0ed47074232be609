import type { MapMarker } from "./map-marker";

/**
 * The DOM of one price pin. maplibre positions the wrapper (its marker element); the button inside
 * is what users click and tab to, so maplibre's transforms and our styles never touch the same node.
 */

const WRAPPER_CLASS = "hover:z-20 focus-within:z-20 data-[selected=true]:z-10";
const BUTTON_CLASS =
  "relative block cursor-pointer whitespace-nowrap rounded-full border px-2.5 py-1 text-sm font-semibold leading-none shadow-md transition-colors " +
  "after:absolute after:left-1/2 after:top-full after:-ml-[5px] after:border-x-[5px] after:border-t-[6px] after:border-x-transparent after:content-[''] " +
  "border-black/15 bg-white text-ink after:border-t-white hover:border-brand " +
  "aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-fg aria-pressed:after:border-t-brand aria-pressed:scale-110";

export type PricePin = {
  wrapper: HTMLDivElement;
  button: HTMLButtonElement;
  update: (marker: MapMarker, selected: boolean) => void;
};

/**
 * A marker's element: a wrapper for maplibre and a button inside it. A button fires "click" for Enter
 * and Space too, so one listener serves mouse, touch and keyboard; the click stays off the map.
 */
export function markerButton(wrapperClass: string, buttonClass: string, onActivate: () => void) {
  const wrapper = document.createElement("div");
  wrapper.className = wrapperClass;
  const button = document.createElement("button");
  button.type = "button";
  button.className = buttonClass;
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    onActivate();
  });
  wrapper.appendChild(button);
  return { wrapper, button };
}

export function createPricePin(onActivate: () => void): PricePin {
  const { wrapper, button } = markerButton(WRAPPER_CLASS, BUTTON_CLASS, onActivate);
  return {
    wrapper,
    button,
    update(marker, selected) {
      if (button.textContent !== marker.label) button.textContent = marker.label;
      button.setAttribute("aria-label", marker.accessibleName);
      button.setAttribute("aria-pressed", String(selected));
      button.dataset.markerId = marker.id;
      wrapper.dataset.selected = String(selected);
    },
  };
}
