/** The controls a visitor can focus or click, in document order; a re-rendered form has the same ones. */
const CONTROLS = "input:not([type=hidden]),select,textarea,button,summary";

/** What a visitor did in a form that is about to be rendered anew: values, focus, caret, a clicked button. */
export type FormState = {
  values: [name: string, value: string][];
  /** Positions among the container's controls, -1 for none. */
  focused: number;
  clicked: number;
  selection: [start: number, end: number] | null;
};

const controlsIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(CONTROLS)];

/** Reads the state of the form in `container`; `clicked` is a button the visitor pressed, if any. */
export function formStateOf(container: HTMLElement, clicked: Element | null): FormState {
  const controls = controlsIn(container);
  const form = container.querySelector("form");
  const values = form
    ? [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string")
    : [];
  const active = document.activeElement;
  const focused = active instanceof HTMLElement ? controls.indexOf(active) : -1;
  const caret = active instanceof HTMLInputElement ? [active.selectionStart, active.selectionEnd] : [];
  const [start, end] = caret;
  return {
    values,
    focused,
    clicked: clicked instanceof HTMLElement ? controls.indexOf(clicked) : -1,
    selection: typeof start === "number" && typeof end === "number" ? [start, end] : null,
  };
}

/**
 * Gives the form now in `container` the state read from its predecessor: each visible field's value
 * (with an `input` event, as typing would, so the form library sees it), then the focus and caret,
 * then the click again.
 */
export function carryFormState(container: HTMLElement, state: FormState): void {
  const form = container.querySelector("form");
  for (const [name, value] of state.values) {
    const field = form?.elements.namedItem(name);
    const visible = field instanceof HTMLInputElement ? field.type !== "hidden" : field instanceof HTMLSelectElement;
    if (!visible || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
    if (field.value === value) continue;
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const controls = controlsIn(container);
  const focused = controls[state.focused];
  focused?.focus();
  if (focused instanceof HTMLInputElement && state.selection) {
    try {
      focused.setSelectionRange(...state.selection);
    } catch {
      // Fields without a caret (date, number) keep the browser's.
    }
  }
  controls[state.clicked]?.click();
}
