import { useEffect, useState } from "react";

const STORAGE_KEY = "quartier:cancellations";

/** The cancellations this tab has made, so a page from the cache shows them at once. */
export function useRememberedCancellation(bookingId: string, cancelledNow: boolean) {
  const [remembered, setRemembered] = useState(false);
  useEffect(() => {
    try {
      const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, string>;
      if (cancelledNow) {
        stored[bookingId] = "cancelled";
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
      }
      setRemembered(stored[bookingId] === "cancelled");
    } catch {
      // Storage can be unavailable (privacy settings); the server's status is shown anyway.
    }
  }, [bookingId, cancelledNow]);
  return remembered;
}
