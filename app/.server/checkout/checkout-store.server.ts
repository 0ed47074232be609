import {
  CHECKOUT_SESSION_TTL_SECONDS,
  type CheckoutSession,
  isCheckoutSessionId,
  parseCheckoutSession,
} from "../../domain/checkout/checkout-session";
import { errorName, logger } from "../logger.server";

/**
 * Checkout sessions in KV under `checkout:<id>`, 128 random bits, with a TTL renewed on activity.
 * A session belongs to the tenant that created it: reading it for another tenant answers null, exactly
 * like an unknown id, so a host cannot tell another tenant's ids from made-up ones.
 */
const PREFIX = "checkout:";
/** Reads renew the TTL at most this often: a page view should not always cost a KV write. */
const RENEW_AFTER_MS = 5 * 60 * 1000;

export type CheckoutStore = {
  create(
    session: Omit<CheckoutSession, "id" | "createdAt" | "updatedAt" | "params"> & {
      params: Omit<CheckoutSession["params"], "sessionId">;
    },
  ): Promise<CheckoutSession | null>;
  load(id: string | null | undefined, ibeUid: string): Promise<CheckoutSession | null>;
  /** Stores the session with a fresh TTL; false when KV refused it (spec: "the session could not be stored"). */
  save(session: CheckoutSession): Promise<boolean>;
  remove(id: string): Promise<void>;
};

export function newCheckoutSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function checkoutStore(kv: KVNamespace, now: () => Date = () => new Date()): CheckoutStore {
  const put = async (session: CheckoutSession) => {
    try {
      await kv.put(`${PREFIX}${session.id}`, JSON.stringify(session), {
        expirationTtl: CHECKOUT_SESSION_TTL_SECONDS,
      });
      return true;
    } catch (error) {
      logger.warn("checkout: the session could not be stored", { error: errorName(error) });
      return false;
    }
  };
  return {
    async create(input) {
      const id = newCheckoutSessionId();
      const stamp = now().toISOString();
      const session: CheckoutSession = {
        ...input,
        id,
        createdAt: stamp,
        updatedAt: stamp,
        params: { ...input.params, sessionId: id },
      };
      return (await put(session)) ? session : null;
    },
    async load(id, ibeUid) {
      if (!isCheckoutSessionId(id)) return null;
      const session = parseCheckoutSession(await kv.get(`${PREFIX}${id}`, "json"));
      if (!session || session.ibeUid !== ibeUid) return null;
      if (now().getTime() - Date.parse(session.updatedAt) > RENEW_AFTER_MS) {
        const renewed = { ...session, updatedAt: now().toISOString() };
        await put(renewed);
        return renewed;
      }
      return session;
    },
    save(session) {
      return put({ ...session, updatedAt: now().toISOString() });
    },
    async remove(id) {
      if (isCheckoutSessionId(id)) await kv.delete(`${PREFIX}${id}`);
    },
  };
}
