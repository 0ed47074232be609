import { useEffect, useRef, useState } from "react";

/** Spec section 9: mobile below the md breakpoint; resize threshold 10 px, 100 ms debounce, 250 ms lock. */
export const MOBILE_BREAKPOINT_PX = 768;
const RESIZE_THRESHOLD_PX = 10;
const DEBOUNCE_MS = 100;
const LOCK_MS = 250;

/**
 * Whether the page is in mobile mode. Small resizes (the phone's address bar hiding) are ignored,
 * changes settle for 100 ms, and after a switch the mode holds for 250 ms so it cannot flicker.
 */
export function useIsMobile(initial: boolean): boolean {
  const [mobile, setMobile] = useState(initial);
  const lastWidth = useRef<number | null>(null);
  const lockedUntil = useRef(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () => {
      const width = window.innerWidth;
      if (lastWidth.current !== null && Math.abs(width - lastWidth.current) < RESIZE_THRESHOLD_PX) return;
      if (Date.now() < lockedUntil.current) return;
      lastWidth.current = width;
      const next = width < MOBILE_BREAKPOINT_PX;
      setMobile((current) => {
        if (current !== next) lockedUntil.current = Date.now() + LOCK_MS;
        return next;
      });
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(evaluate, DEBOUNCE_MS);
    };
    evaluate();
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return mobile;
}
