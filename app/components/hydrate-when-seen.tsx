import {
  isValidElement,
  memo,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

/**
 * A thenable React reads synchronously once released (`use` honours a `status` it did not set), so a
 * boundary released in the same render that updates it hydrates instead of being thrown away.
 */
type Gate = PromiseLike<void> & { status: "pending" | "fulfilled"; value?: undefined; release(): void };

function gate(): Gate {
  const waiting: (() => void)[] = [];
  const self: Gate = {
    status: "pending",
    // biome-ignore lint/suspicious/noThenProperty: a thenable for React's `use`, by design
    then(onFulfilled) {
      if (self.status === "fulfilled") onFulfilled?.(undefined);
      else waiting.push(() => onFulfilled?.(undefined));
      return self as never;
    },
    release() {
      if (self.status === "fulfilled") return;
      self.status = "fulfilled";
      for (const next of waiting.splice(0)) next();
    },
  };
  return self;
}

/** Gates of parts not hydrated yet: the visitor's first input anywhere releases them all. */
const waitingGates = new Set<Gate>();
const INPUTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;
let listening = false;

function releaseAll() {
  for (const waiting of waitingGates) waiting.release();
  waitingGates.clear();
  for (const input of INPUTS) window.removeEventListener(input, releaseAll, true);
  listening = false;
}

/**
 * On `window` in the capture phase: before React's own listener on the document, which would hydrate
 * the part under the pointer at once (and replay the event) only if its gate is open by then.
 */
function listenForInput() {
  if (listening) return;
  listening = true;
  for (const input of INPUTS) window.addEventListener(input, releaseAll, { capture: true, passive: true });
}

const noSubscription = () => () => {};

/**
 * Suspends the part while the page hydrates, until its gate opens: never on the server (which renders
 * it whole) and never after a client navigation (which mounts it anew). The part is rendered only
 * past the gate, so a lazily loaded part (React.lazy) starts loading its code when the gate opens.
 */
function Gated({ gate: wait, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== "undefined",
  );
  if (hydrating) use(wait as unknown as Promise<void>);
  return children;
}

/**
 * A part of the page that hydrates when it comes near the viewport or at the visitor's first input
 * (pointer, key, touch, focus), not with the page: its server HTML stays as it is until then (links
 * and forms work as without JavaScript), and the page's first hydration does none of its work. For
 * parts below the fold whose look does not change on hydration. A re-render with new props (a
 * navigation, a revalidation) opens the gate first, so React hydrates the part instead of dropping it.
 * A part made with React.lazy also loads its code only then (the server renders it whole either way).
 */
export const HydrateWhenSeen = memo(function HydrateWhenSeen({ children, className, margin = "200px" }: Props) {
  const [wait] = useState(gate);
  const box = useRef<HTMLDivElement>(null);
  const committed = useRef(false);
  if (committed.current) wait.release();
  useEffect(() => {
    committed.current = true;
    if (wait.status === "fulfilled") return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      wait.release();
      return;
    }
    waitingGates.add(wait);
    listenForInput();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wait.release();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      waitingGates.delete(wait);
    };
  }, [wait, margin]);
  return (
    <div ref={box} className={className}>
      <Suspense fallback={null}>
        <Gated gate={wait}>{children}</Gated>
      </Suspense>
    </div>
  );
}, sameContent);

type Props = {
  children: ReactNode;
  className?: string;
  /** How near the viewport the part hydrates (IntersectionObserver's rootMargin). */
  margin?: string;
};

/** The same one element with the same props: React would find nothing to change in the part. */
function sameContent(before: Props, after: Props): boolean {
  const [a, b] = [before.children, after.children];
  if (before.className !== after.className || before.margin !== after.margin) return false;
  if (!isValidElement(a) || !isValidElement(b)) return a === b;
  if (a.type !== b.type || a.key !== b.key) return false;
  const [propsA, propsB] = [a.props as Record<string, unknown>, b.props as Record<string, unknown>];
  const keys = Object.keys(propsA);
  return keys.length === Object.keys(propsB).length && keys.every((key) => Object.is(propsA[key], propsB[key]));
}
