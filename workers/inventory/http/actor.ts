import { z } from "zod";
import type { AdminPrincipal } from "../../../shared/ota/admin-scopes";
import { OTA_ACTOR_HEADER } from "../../../shared/ota/common";

/** A person's name and address as a history shows them: printable, one line, not too long. */
const actorSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]+$/u);

/**
 * Who made an admin write, for the change history: the caller's actor header (OTA_ACTOR_HEADER, the
 * app sends the signed-in admin), else the token's principal ("API: alpenstay"), so a script calling
 * the admin API directly is named too. A malformed header counts as none: the write is not refused
 * for the label of its author.
 */
export function actorOf(request: Request, principal: AdminPrincipal): string {
  const header = request.headers.get(OTA_ACTOR_HEADER);
  if (header) {
    let decoded: string | null = null;
    try {
      decoded = decodeURIComponent(header);
    } catch {}
    const parsed = actorSchema.safeParse(decoded);
    if (parsed.success) return parsed.data;
  }
  return `API: ${principal.tenants === "all" ? "platform" : principal.tenants.join(", ")}`;
}
