import { z } from "zod";
import { errorName, logger } from "../logger.server";

/**
 * Sign-in sessions in KV under `auth:<id>`: the user and the tokens, which never leave the server.
 * The id is 256 random bits. A session belongs to the tenant that created it: loading it for another
 * tenant answers null, as an unknown id does.
 */
const PREFIX = "auth:";
/** A session not used for this long is gone (the refresh token usually ends it sooner). */
export const AUTH_SESSION_TTL_SECONDS = 60 * 60 * 24 * 14;

const authSessionSchema = z.object({
  id: z.string(),
  tenant: z.string(),
  user: z.object({
    sub: z.string(),
    name: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    tenant: z.string().nullable(),
  }),
  tokens: z.object({
    accessToken: z.string(),
    /** Milliseconds since the epoch; absent when the provider did not say. */
    accessTokenExpiresAt: z.number().optional(),
    refreshToken: z.string().optional(),
    idToken: z.string(),
  }),
  createdAt: z.string(),
});

export type AuthSession = z.infer<typeof authSessionSchema>;
export type SessionTokens = AuthSession["tokens"];

export type AuthSessionStore = {
  /** Stores a new session under a fresh id (sign-in: never the id of an earlier session). */
  create(input: Omit<AuthSession, "id" | "createdAt">): Promise<AuthSession>;
  load(id: string | null | undefined, ibeUid: string): Promise<AuthSession | null>;
  save(session: AuthSession): Promise<void>;
  remove(id: string): Promise<void>;
};

/** 256 random bits, hex. */
export function newAuthSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const ID_PATTERN = /^[0-9a-f]{64}$/;

export function authSessionStore(kv: KVNamespace, now: () => Date = () => new Date()): AuthSessionStore {
  const put = (session: AuthSession) =>
    kv.put(`${PREFIX}${session.id}`, JSON.stringify(session), { expirationTtl: AUTH_SESSION_TTL_SECONDS });
  return {
    async create(input) {
      const session: AuthSession = { ...input, id: newAuthSessionId(), createdAt: now().toISOString() };
      await put(session);
      return session;
    },
    async load(id, ibeUid) {
      if (!id || !ID_PATTERN.test(id)) return null;
      let raw: unknown;
      try {
        raw = await kv.get(`${PREFIX}${id}`, "json");
      } catch (error) {
        logger.warn("auth: the session could not be read", { error: errorName(error) });
        return null;
      }
      const parsed = authSessionSchema.safeParse(raw);
      if (!parsed.success || parsed.data.tenant !== ibeUid) return null;
      return parsed.data;
    },
    save: put,
    async remove(id) {
      if (ID_PATTERN.test(id)) await kv.delete(`${PREFIX}${id}`);
    },
  };
}
