import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pageChange } from "../../navigation/page-change";

/** The search results' heading (search-results-panel.tsx), the list that pages there. */
const RESULTS_HEADING_ID = "results-heading";

/**
 * After a client navigation to another page, focus moves to the new page's heading (its h1, or the
 * main content) and a polite live region announces the page's title, as a full page load would
 * (WCAG 2.4.3, 4.1.3; docs/decisions/0076). Another page of a list moves focus to the list's heading
 * (the search results' count, else the page's h1), unannounced. Not on the first page, and not on
 * changes of the same page (filters, sort, views, a form posted to the page), which keep the
 * visitor's place. Rendered once, by the root's layout, so it outlives a switch to an error page.
 * Without JavaScript every page is a full load and nothing here runs.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const previous = useRef<URL | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per location (its key), after the page has rendered
  useEffect(() => {
    const next = new URL(`${location.pathname}${location.search}`, window.location.origin);
    const change = pageChange(previous.current, next);
    previous.current = next;
    if (change === "first" || change === "same-page") return;
    const heading = (change === "list-page" && document.getElementById(RESULTS_HEADING_ID)) || pageHeading();
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    // The router has set the scroll position (top, or restored): focus without moving it.
    heading.focus({ preventScroll: true });
    // A title equal to the last one is announced again: the region's text must change.
    if (change === "new-page")
      setAnnouncement((last) => (last === document.title ? `${document.title}\u00a0` : document.title));
  }, [location.key]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </div>
  );
}

function pageHeading(): HTMLElement {
  return (
    document.querySelector<HTMLElement>("main h1") ??
    document.querySelector<HTMLElement>("main") ??
    document.querySelector<HTMLElement>("h1") ??
    document.body
  );
}
