/** The controls a visitor can focus or click, in document order; a re-rendered form has the same ones. */
const CONTROLS = "input:not([type=hidden]),select,textarea,button,summary";

/** What a visitor did in a form that is about to be rendered anew: values, focus, caret, a clicked button. */
export type FormState = {
  /** Each form's fields, the form given by its position in the container. */
  values: [form: number, name: string, value: string][];
  /** Positions among the container's controls, -1 for none. */
  focused: number;
  clicked: number;
  selection: [start: number, end: number] | null;
};

const controlsIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(CONTROLS)];

/** Reads the state of the form in `container`; `clicked` is a button the visitor pressed, if any. */
export function formStateOf(container: HTMLElement, clicked: Element | null): FormState {
  const controls = controlsIn(container);
  const values = [...container.querySelectorAll("form")].flatMap((form, index) =>
    [...new FormData(form)].flatMap(([name, value]) =>
      typeof value === "string" ? [[index, name, value] as [number, string, string]] : [],
    ),
  );
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
 * Gives the forms now in `container` the state read from their predecessors: each visible field's value
 * (with an `input` event, as typing would, so the form library sees it) and each radio choice (clicked),
 * then the focus and caret, then the click again.
 */
export function carryFormState(container: HTMLElement, state: FormState): void {
  const forms = [...container.querySelectorAll("form")];
  for (const [index, name, value] of state.values) {
    const field = forms[index]?.elements.namedItem(name);
    // A radio button chosen: clicked again, so the form sees the choice as the visitor made it.
    const choices = field instanceof RadioNodeList ? [...field] : [field];
    const radio = choices.find(
      (choice): choice is HTMLInputElement =>
        choice instanceof HTMLInputElement && choice.type === "radio" && choice.value === value,
    );
    if (radio) {
      if (!radio.checked) radio.click();
      continue;
    }
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
