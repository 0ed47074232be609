import {
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";
import type { LoadOnUse } from "./load-on-use";
import { carryFormState, type FormState, formStateOf } from "./search/form-state";

/** What the visitor does before using the part: any of these on it loads the part's code. */
const INTENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** The server's HTML of the part, kept as it is: React neither hydrates nor replaces it. */
const SERVER_HTML = { __html: "" };

const noSubscription = () => () => {};

/**
 * A part of the page whose code loads when the visitor reaches for it (0101). The server renders it
 * whole, in the look it has with JavaScript. While the page hydrates the browser keeps that HTML as it
 * is, an island React leaves alone (so no update elsewhere on the page can drop it), and its forms work
 * as without JavaScript. The first pointer over it, touch or focus in it loads its code; the part then
 * renders in its place, looking the same, with what the visitor typed in its first form, the focus, and
 * a click on one of its buttons done again (never between a press and its click, which would lose it).
 * With `now` the code loads at once. Rendered anew on the client (a client navigation, a new key),
 * it renders at once, or as soon as its code is there.
 */
export function LateIsland<Module>({
  code,
  data,
  now = false,
  children,
}: {
  code: LoadOnUse<Module>;
  /** What the part shows (the page's data): once it changes, the server's HTML no longer fits. */
  data?: unknown;
  /** Wanted at once, without waiting for the visitor (a form shown open with its errors). */
  now?: boolean;
  children: (module: Module) => ReactNode;
}) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== "undefined",
  );
  const [kept, setKept] = useState(() => hydrating && code.current() === null);
  const [serverData] = useState(data);
  const island = kept && data === serverData;
  const box = useRef<HTMLDivElement>(null);
  const carried = useRef<FormState | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!island || !element) return;
    let clicked: Element | null = null;
    let wanted = false;
    let loaded = false;
    // Between a press and its click: replacing the part then would leave the click no button.
    let pressed = false;
    let gone = false;
    const replace = () => {
      if (gone || !loaded || pressed) return;
      gone = true;
      carried.current = formStateOf(element, clicked);
      // At once: a key pressed meanwhile would go to the island's fields and be lost.
      flushSync(() => setKept(false));
    };
    const want = () => {
      if (wanted) return;
      wanted = true;
      void code.load().then(() => {
        loaded = true;
        replace();
      });
    };
    const press = () => {
      pressed = true;
    };
    // After the click's own handlers (the click itself comes right after the release).
    const release = () => {
      pressed = false;
      setTimeout(replace);
    };
    const keepClick = (event: MouseEvent) => {
      if (event.target instanceof Element) clicked = event.target.closest('button[type="button"]') ?? clicked;
    };
    for (const intent of INTENTS) element.addEventListener(intent, want, { capture: true, passive: true });
    element.addEventListener("pointerdown", press, true);
    for (const end of ["pointerup", "pointercancel"]) element.addEventListener(end, release, true);
    element.addEventListener("click", keepClick, true);
    if (now) want();
    return () => {
      gone = true;
      for (const intent of INTENTS) element.removeEventListener(intent, want, true);
      element.removeEventListener("pointerdown", press, true);
      for (const end of ["pointerup", "pointercancel"]) element.removeEventListener(end, release, true);
      element.removeEventListener("click", keepClick, true);
    };
  }, [island, code, now]);

  // Before the fields' own effects: a field finds its typed text and the focus there.
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
    <div key="part" ref={box}>
      <Suspense fallback={null}>
        <LoadedPart code={code}>{children}</LoadedPart>
      </Suspense>
    </div>
  );
}

function LoadedPart<Module>({ code, children }: { code: LoadOnUse<Module>; children: (module: Module) => ReactNode }) {
  return children(code.current() ?? use(code.load()));
}
