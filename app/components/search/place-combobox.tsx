import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Language } from "../../../shared/tenancy/tenant";
import { UiIcon } from "../icons/ui-icon";
import { type ConformInputProps, withoutKey } from "./conform-input-props";
import {
  DEFAULT_SUGGEST_LIMIT,
  moveActiveIndex,
  type PlaceSuggestion,
  parseSuggestions,
  SuggestionMemory,
  suggestionDetails,
  suggestionKey,
  suggestUrl,
} from "./place-suggestions";

/** Props of an input as conform's getInputProps gives them (its `key` is ignored: put it on the component). */

/** Every text the combobox shows or announces. */
export type PlaceComboboxTexts = {
  /** Accessible name of the list of suggestions. */
  listLabel: string;
  /** Announced when suggestions arrive. */
  suggestionsAvailable: (count: number) => string;
  /** Shown and announced when a text gives no suggestion. */
  noSuggestions: string;
};

export const defaultPlaceComboboxTexts: PlaceComboboxTexts = {
  listLabel: "Suggested places",
  suggestionsAvailable: (count) =>
    count === 1
      ? "1 place suggested. Use the up and down arrow keys to choose."
      : `${count} places suggested. Use the up and down arrow keys to choose.`,
  noSuggestions: "No matching places",
};

export type PlaceComboboxProps = {
  lng: Language;
  /** The visible text field: `getInputProps(fields.location, { type: "text" })`. */
  inputProps: ConformInputProps;
  /** Hidden fields filled from the chosen suggestion: `getInputProps(fields.placeId, { type: "hidden" })` etc. */
  placeIdProps: ConformInputProps;
  latProps: ConformInputProps;
  longProps: ConformInputProps;
  texts?: Partial<PlaceComboboxTexts>;
  /** Classes of the text field. */
  className?: string;
  /** Classes of the wrapper (positioned relative, holds the list). */
  wrapperClassName?: string;
  /** Fewest characters (after trimming) before suggestions are fetched; default 2. */
  minChars?: number;
  /** How many suggestions to ask for, 1 to 10; default 8. */
  limit?: number;
  /** Called after a suggestion was chosen and the fields were filled. */
  onSelect?: (suggestion: PlaceSuggestion) => void;
};

/** Waiting time after the last key press before asking the server. */
export const SUGGEST_DEBOUNCE_MS = 150;

// One memory for the page's lifetime: answers per query, and the queries that gave nothing.
const memory = new SuggestionMemory();

/** A hidden field's props without its default: the component controls its value. */
function hiddenProps({ key: _key, defaultValue: _default, value: _value, ...props }: ConformInputProps) {
  return props;
}

type Position = { placeId: string; lat: string; long: string };
const NO_POSITION: Position = { placeId: "", lat: "", long: "" };

function defaultPosition(placeId: ConformInputProps, lat: ConformInputProps, long: ConformInputProps): Position {
  const text = (props: ConformInputProps) => (props.defaultValue == null ? "" : String(props.defaultValue));
  return { placeId: text(placeId), lat: text(lat), long: text(long) };
}

/**
 * Sets an input's value as a person would, so the form library sees the change: the `input` event
 * bubbles to conform's document listener. (React's change tracking sees no change, as the value was
 * set through the element; the combobox guards its onChange as well.)
 */
function setFieldValue(input: HTMLInputElement | null, value: string) {
  if (!input || input.value === value) return;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The location field of the search form as a WAI-ARIA combobox with a list of place suggestions.
 * Without JavaScript it is the plain text field and the server finds the place by name. With
 * JavaScript it suggests places from `/api/places/suggest` as you type (150 ms debounce, stale
 * requests aborted, answers cached, and no new request for texts that extend one without results);
 * choosing one fills the hidden placeId, lat and long fields, typing again clears them.
 */
export function PlaceCombobox({
  lng,
  inputProps,
  placeIdProps,
  latProps,
  longProps,
  texts: textOverrides,
  className = "w-full rounded-md border border-ink/30 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-600",
  wrapperClassName,
  minChars = 2,
  limit = DEFAULT_SUGGEST_LIMIT,
  onSelect,
}: PlaceComboboxProps) {
  const texts = { ...defaultPlaceComboboxTexts, ...textOverrides };
  const hydrated = useHydrated();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const inputRef = useRef<HTMLInputElement>(null);
  const placeIdRef = useRef<HTMLInputElement>(null);
  const latRef = useRef<HTMLInputElement>(null);
  const longRef = useRef<HTMLInputElement>(null);

  // The hidden fields are controlled: React re-applies an uncontrolled hidden input's default on
  // every render (a hidden input's value is its default), which would undo a chosen suggestion.
  // New defaults from the form (another search) replace the position.
  const defaults = defaultPosition(placeIdProps, latProps, longProps);
  const defaultsKey = `${defaults.placeId}|${defaults.lat}|${defaults.long}`;
  const [position, setPosition] = useState<Position>(defaults);
  const [seenDefaults, setSeenDefaults] = useState(defaultsKey);
  if (seenDefaults !== defaultsKey) {
    setSeenDefaults(defaultsKey);
    setPosition(defaults);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const focused = useRef(false);
  const choosing = useRef(false);

  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [noMatch, setNoMatch] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  // A form that hydrates late (the home page's) may find the field focused and a text typed before:
  // suggest for it as if typed now. Once, when hydrated; later typing goes through onChange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only at hydration, with the values then
  useEffect(() => {
    const input = inputRef.current;
    if (!hydrated || !input || document.activeElement !== input) return;
    focused.current = true;
    if (input.value !== String(inputProps.defaultValue ?? "")) onChange({ currentTarget: input });
  }, [hydrated]);

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  function show(list: PlaceSuggestion[]) {
    setSuggestions(list);
    setActive(-1);
    setOpen(list.length > 0 && focused.current);
    setNoMatch(list.length === 0 && focused.current);
    setAnnouncement(list.length > 0 ? texts.suggestionsAvailable(list.length) : texts.noSuggestions);
  }

  function reset() {
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
    setNoMatch(false);
    setAnnouncement("");
  }

  async function fetchSuggestions(text: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const response = await fetch(suggestUrl(text, lng, limit), {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      // A failed lookup is not "no place": keep quiet, the server resolves the name on submit.
      if (!response.ok) return reset();
      const list = parseSuggestions(await response.json());
      if (list === null || controller.signal.aborted) return;
      memory.remember(lng, text, list);
      show(list);
    } catch {
      // Aborted for a newer text, or offline: nothing to show.
    } finally {
      if (request.current === controller) request.current = null;
    }
  }

  function lookUp(text: string) {
    clearTimeout(timer.current);
    request.current?.abort();
    if (suggestionKey(text).length < minChars) return reset();
    const known = memory.lookup(lng, text);
    if (known.kind === "cached") return show(known.suggestions);
    if (known.kind === "known-empty") return show([]); // spec: no retry for texts extending an empty query
    timer.current = setTimeout(() => void fetchSuggestions(text), SUGGEST_DEBOUNCE_MS);
  }

  /** Sets the hidden fields now (conform reads the form on the input event) and in state (for React). */
  function writePosition(next: Position) {
    setFieldValue(placeIdRef.current, next.placeId);
    setFieldValue(latRef.current, next.lat);
    setFieldValue(longRef.current, next.long);
    setPosition(next);
  }

  function choose(suggestion: PlaceSuggestion) {
    clearTimeout(timer.current);
    request.current?.abort();
    writePosition({ placeId: suggestion.id, lat: String(suggestion.lat), long: String(suggestion.long) });
    choosing.current = true;
    try {
      setFieldValue(inputRef.current, suggestion.name);
    } finally {
      choosing.current = false;
    }
    reset();
    onSelect?.(suggestion);
  }

  function onChange(event: Pick<React.ChangeEvent<HTMLInputElement>, "currentTarget">) {
    if (choosing.current) return; // the chosen name, not typing
    // Typing makes the position unknown again: the server resolves the new text by name.
    writePosition(NO_POSITION);
    lookUp(event.currentTarget.value);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!open) {
          setOpen(true);
          // Alt+ArrowDown only opens the list.
          setActive(event.altKey ? -1 : down ? 0 : count - 1);
        } else {
          setActive((current) => moveActiveIndex(current, count, down ? "next" : "previous"));
        }
        return;
      }
      case "Enter": {
        const chosen = open ? suggestions[active] : undefined;
        if (!chosen) return; // no option active: the form submits
        event.preventDefault();
        choose(chosen);
        return;
      }
      case "Escape":
        if (!open) return;
        event.preventDefault();
        event.stopPropagation(); // close the list, not a dialog around the form
        setOpen(false);
        setActive(-1);
        return;
      case "Tab":
        setOpen(false);
        setActive(-1);
        return;
    }
  }

  const expanded = hydrated && open && suggestions.length > 0;
  // Server render and before hydration: a plain text field (the server looks the place up by name).
  // The element order stays the same once hydrated, so no field is re-created and nothing typed is lost.
  const comboboxProps: ComponentProps<"input"> = hydrated
    ? {
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": expanded,
        "aria-controls": listboxId,
        "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
        autoCorrect: "off",
        spellCheck: false,
        onChange,
        onKeyDown,
        onFocus: () => {
          focused.current = true;
        },
        onBlur: () => {
          focused.current = false;
          setOpen(false);
          setActive(-1);
          setNoMatch(false);
        },
      }
    : {};
  return (
    <div className={["relative", wrapperClassName].filter(Boolean).join(" ")}>
      <input
        {...withoutKey(inputProps)}
        {...comboboxProps}
        ref={inputRef}
        type="text"
        autoComplete="off"
        className={className}
      />
      <input {...hiddenProps(placeIdProps)} ref={placeIdRef} type="hidden" value={position.placeId} />
      <input {...hiddenProps(latProps)} ref={latRef} type="hidden" value={position.lat} />
      <input {...hiddenProps(longProps)} ref={longRef} type="hidden" value={position.long} />
      {hydrated ? (
        <>
          <div
            id={listboxId}
            role="listbox"
            aria-label={texts.listLabel}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-40 mt-1 max-h-80 overflow-y-auto overscroll-contain rounded-lg border border-ink/15 bg-white py-1 text-ink shadow-xl"
          >
            {suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the text field (aria-activedescendant)
              // biome-ignore lint/a11y/useKeyWithClickEvents: the text field handles the keys
              <div
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keep the focus in the text field while the pointer chooses.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (index !== active) setActive(index);
                }}
                onClick={() => choose(suggestion)}
                className={`flex cursor-pointer items-start gap-3 px-3 py-2 ${index === active ? "bg-surface" : ""}`}
              >
                <UiIcon name="map-pin" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{suggestion.name}</span>
                  <span className="sr-only">, </span>
                  <span className="block truncate text-sm text-ink/70">{suggestionDetails(suggestion)}</span>
                </span>
              </div>
            ))}
          </div>
          {noMatch && !expanded ? (
            <p
              aria-hidden="true"
              className="absolute inset-x-0 top-full z-40 mt-1 rounded-lg border border-ink/15 bg-white px-3 py-2 text-sm text-ink/70 shadow-xl"
            >
              {texts.noSuggestions}
            </p>
          ) : null}
          <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </div>
        </>
      ) : null}
    </div>
  );
}
