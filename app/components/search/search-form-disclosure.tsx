import { useEffect, useRef, useState } from "react";
import { LateIsland } from "../late-island";
import { loadOnUse } from "../load-on-use";
import type { SearchFormProps } from "./search-form";

const searchForm = loadOnUse(() => import("./search-form"));

/** Opening the disclosure starts loading the form's code, before the pointer reaches the form. */
const preload = () => void searchForm.load();

type Props = SearchFormProps & {
  /** Open from the start: when the search itself is invalid and the form is what the page offers. */
  open: boolean;
  /** The search in one line: place, dates and guests. */
  summary: string;
  label: string;
};

/**
 * The search on a results page, folded into a line with "Change search": a native disclosure, so it
 * opens without JavaScript too. The form's code loads when the visitor reaches for it (LateIsland, as
 * on the home page): until then the server's HTML of the form stays as it is, and what the visitor did
 * in it meanwhile (a click on a date field, typed text, the focus) is carried over. Opening the
 * disclosure is reaching for the form: its code loads then and the form takes its place once there.
 * Open from the start, the form's code loads at once (its invalid state clears after a second).
 */
export function SearchFormDisclosure({ open, summary, label, ...form }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(open);
  // Opened before the page's code ran: the toggle event came before its handler.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      className="group"
      data-testid="search-disclosure"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the disclosure's native button */}
      <summary
        onPointerEnter={preload}
        onFocus={preload}
        onClick={preload}
        className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 text-ink shadow-xl [&::-webkit-details-marker]:hidden"
      >
        <span className="min-w-0 truncate font-medium">{summary}</span>
        <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand">
          {label}
          <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <div className="mt-3">
        <LateIsland code={searchForm} now={opened}>
          {({ SearchForm }) => <SearchForm {...form} />}
        </LateIsland>
      </div>
    </details>
  );
}
