import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import type { Language } from "../../../shared/tenancy/languages";
import { loadOnUse } from "../load-on-use";
import { carryFormState, type FormState, formStateOf } from "./form-state";

const searchForm = loadOnUse(() => import("./search-form"));

/** For a client navigation to the home page: the form's code loads with the page's data. */
export const loadSearchForm = () => searchForm.load();

/** What the visitor does before using the form: any of these on it loads the form's code. */
const INTENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** The server's HTML of the form, kept as it is: React neither hydrates nor replaces it. */
const SERVER_HTML = { __html: "" };

const noSubscription = () => () => {};

/**
 * The search form, its code loaded when the visitor reaches for it. The server renders it whole, in
 * the look it has with JavaScript. While the page hydrates the browser keeps that HTML as it is, an
 * island React leaves alone (so no update elsewhere on the page can drop it), and the form works as
 * without JavaScript (typing, the native submit to the server). The first pointer over it, touch or
 * focus in it loads its code; the form then renders in its place, looking the same, with what the
 * visitor typed, the focus, and a click on a date field done again. A client navigation renders it at once.
 */
export function LateSearchForm({ lng }: { lng: Language }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== "undefined",
  );
  const [island, setIsland] = useState(() => hydrating && searchForm.current() === null);
  const box = useRef<HTMLDivElement>(null);
  const carried = useRef<FormState | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!island || !element) return;
    let clicked: Element | null = null;
    let wanted = false;
    let gone = false;
    const want = () => {
      if (wanted) return;
      wanted = true;
      void searchForm.load().then(() => {
        if (gone) return;
        carried.current = formStateOf(element, clicked);
        // At once: a key pressed meanwhile would go to the island's fields and be lost.
        flushSync(() => setIsland(false));
      });
    };
    const keepClick = (event: MouseEvent) => {
      if (event.target instanceof Element) clicked = event.target.closest('button[type="button"]') ?? clicked;
    };
    for (const intent of INTENTS) element.addEventListener(intent, want, { capture: true, passive: true });
    element.addEventListener("click", keepClick, true);
    return () => {
      gone = true;
      for (const intent of INTENTS) element.removeEventListener(intent, want, true);
      element.removeEventListener("click", keepClick, true);
    };
  }, [island]);

  // Before the fields' own effects: the place field finds its typed text and the focus there.
  useLayoutEffect(() => {
    const state = carried.current;
    carried.current = null;
    if (!island && state && box.current) carryFormState(box.current, state);
  }, [island]);

  if (island) {
    // An empty string, never content: it only tells React to leave the server's HTML inside alone.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: no content is set
    return <div key="island" ref={box} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
  }
  return (
    <div key="form" ref={box}>
      <Suspense fallback={null}>
        <LoadedSearchForm lng={lng} />
      </Suspense>
    </div>
  );
}

function LoadedSearchForm({ lng }: { lng: Language }) {
  const { SearchForm } = searchForm.current() ?? use(searchForm.load());
  return <SearchForm lng={lng} />;
}
