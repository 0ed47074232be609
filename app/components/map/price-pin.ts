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

export function createPricePin(onActivate: () => void): PricePin {
  const wrapper = document.createElement("div");
  wrapper.className = WRAPPER_CLASS;
  const button = document.createElement("button");
  button.type = "button";
  button.className = BUTTON_CLASS;
  // A button fires "click" for Enter and Space too, so one listener serves mouse, touch and keyboard.
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    onActivate();
  });
  wrapper.appendChild(button);
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
