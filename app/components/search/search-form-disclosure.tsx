import { lazy, memo, Suspense, useEffect } from "react";
import { loadOnUse } from "../load-on-use";
import type { SearchFormProps } from "./search-form";

const searchForm = loadOnUse(() => import("./search-form"));

/** Settles when the visitor first reaches for the form (pointer, focus, opening it). */
let wanted: () => void = () => {};
const wantedOnce = new Promise<void>((resolve) => {
  wanted = resolve;
});

/**
 * The form's code: on the server at once (the HTML always holds the whole form, for browsers without
 * JavaScript and for crawlers); in the browser only once the visitor reaches for it. Until then React
 * leaves the server's HTML of the form as it is, not yet hydrated, and the results load without the
 * form's validation and widgets.
 */
const DeferredSearchForm = lazy(() =>
  (typeof document === "undefined" ? searchForm.load() : wantedOnce.then(searchForm.load)).then((module) => ({
    default: module.SearchForm,
  })),
);

type Props = SearchFormProps & {
  /** Open from the start: when the search itself is invalid and the form is what the page offers. */
  open: boolean;
  /** The search in one line: place, dates and guests. */
  summary: string;
  label: string;
};

/**
 * The search on a results page, folded into a line with "Change search": a native disclosure, so it
 * opens without JavaScript too. Pointing at it, focusing it or opening it loads the form's code.
 * Memoised: a re-render with new props would make React drop the not yet hydrated form.
 */
export const SearchFormDisclosure = memo(function SearchFormDisclosure({ open, summary, label, ...form }: Props) {
  useEffect(() => {
    if (open) wanted();
  }, [open]);
  return (
    <details open={open} className="group" data-testid="search-disclosure">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the disclosure's native button */}
      <summary
        onPointerEnter={wanted}
        onFocus={wanted}
        onClick={wanted}
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
        {/* The fallback shows only in the browser, while the form's code loads after a navigation. */}
        <Suspense fallback={<div className="h-40 animate-pulse rounded-xl bg-white/70" />}>
          <DeferredSearchForm {...form} />
        </Suspense>
      </div>
    </details>
  );
});
