import { useEffect, useRef } from "react";
import { useMatches, useNavigate, useRevalidator } from "react-router";
import type { Language } from "../../../shared/tenancy/tenant";

/** The endpoint the timer asks; the server refreshes the tokens when they are near expiry. */
const REFRESH_ENDPOINT = "/api/auth/refresh";

/** Route modules of protected pages export `handle = { protectedPage: true }`. */
function onProtectedPage(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((m) => (m.handle as { protectedPage?: boolean } | undefined)?.protectedPage === true);
}

/**
 * While signed in, asks the server to keep the session fresh on a repeating timer and whenever the tab
 * comes back into view. When the session has ended (a refused refresh), a protected page goes to the
 * language home and any other page reloads its data, which shows the signed-out header and the toast.
 */
export function SessionRefresher({ intervalSeconds, lng }: { intervalSeconds: number; lng: Language }) {
  const matches = useMatches();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The timer lives as long as the signed-in page; the latest route and helpers are read through a ref.
  const latest = useRef({ matches, navigate, revalidator });
  latest.current = { matches, navigate, revalidator };

  useEffect(() => {
    let inFlight = false;
    const refresh = async () => {
      if (inFlight) return;
      inFlight = true;
      try {
        const response = await fetch(REFRESH_ENDPOINT, { method: "POST", body: new URLSearchParams() });
        if (!response.ok) return;
        const { status } = (await response.json()) as { status?: string };
        if (status !== "unauthenticated") return;
        const current = latest.current;
        if (onProtectedPage(current.matches)) await current.navigate(`/${lng}`, { replace: true });
        else await current.revalidator.revalidate();
      } catch {
        // Offline or the server is restarting: the next tick asks again.
      } finally {
        inFlight = false;
      }
    };
    const timer = window.setInterval(refresh, intervalSeconds * 1000);
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [intervalSeconds, lng]);
  return null;
}
