import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * oidc-provider's storage for sessions, grants and tokens, in memory (a restart signs everyone out of
 * the provider; accounts live in the user file). Unlike the package's own memory adapter it can find
 * everything of one account, so "sign out on all devices" can revoke it. The models named in `durable`
 * (the clients registered at run time and their registration access tokens) are also kept in a file,
 * so a brand's client survives a restart of the provider.
 */
type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; accountId?: string };
type Entry = { payload: Payload; expiresAt: number };

const GRANTABLE = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
  "PreAuthorizedCode",
]);

/** The durable models' entries as the file holds them (no expiry: clients and their tokens do not expire). */
type DurableFile = Record<string, Payload>;

export class ProviderStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly durable?: { file: string; models: ReadonlySet<string> }) {
    if (!durable) return;
    for (const [key, payload] of Object.entries(readDurable(durable.file))) {
      this.entries.set(key, { payload, expiresAt: Number.POSITIVE_INFINITY });
    }
  }

  /** The factory oidc-provider's `adapter` option takes: one adapter per model over this store. */
  adapterFor = (model: string) => new MemoryAdapter(model, this);

  get(model: string, id: string): Payload | undefined {
    const key = `${model}:${id}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(model: string, id: string, payload: Payload, expiresIn?: number) {
    const expiresAt = typeof expiresIn === "number" ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
    this.entries.set(`${model}:${id}`, { payload, expiresAt });
    this.persist(model);
  }

  delete(model: string, id: string) {
    this.entries.delete(`${model}:${id}`);
    this.persist(model);
  }

  /** Writes the durable models' entries after a change of one of them (whole file, renamed into place). */
  private persist(model: string) {
    if (!this.durable?.models.has(model)) return;
    const kept: DurableFile = {};
    for (const [key, { payload }] of this.entries) {
      if (this.durable.models.has(key.slice(0, key.indexOf(":")))) kept[key] = payload;
    }
    mkdirSync(dirname(this.durable.file), { recursive: true });
    const temporary = `${this.durable.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(kept), { mode: 0o600 });
    renameSync(temporary, this.durable.file);
  }

  find(model: string, matches: (payload: Payload) => boolean): [string, Payload][] {
    const found: [string, Payload][] = [];
    const prefix = `${model}:`;
    for (const [key, { payload, expiresAt }] of this.entries) {
      if (key.startsWith(prefix) && expiresAt > Date.now() && matches(payload)) {
        found.push([key.slice(prefix.length), payload]);
      }
    }
    return found;
  }

  revokeGrant(grantId: string) {
    for (const model of GRANTABLE) {
      for (const [id] of this.find(model, (p) => p.grantId === grantId)) this.delete(model, id);
    }
    this.delete("Grant", grantId);
  }

  /** Ends every provider session of the account and revokes its grants with all their tokens. */
  revokeAccount(accountId: string): { grants: number; sessions: number } {
    const grants = this.find("Grant", (p) => p.accountId === accountId);
    for (const [grantId] of grants) this.revokeGrant(grantId);
    const sessions = this.find("Session", (p) => p.accountId === accountId);
    for (const [id] of sessions) this.delete("Session", id);
    return { grants: grants.length, sessions: sessions.length };
  }
}

function readDurable(file: string): DurableFile {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as DurableFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new Error(`${file} is not a valid client file: delete it to register the brands' clients anew`);
  }
}

class MemoryAdapter {
  constructor(
    private readonly model: string,
    private readonly store: ProviderStore,
  ) {}

  async upsert(id: string, payload: Payload, expiresIn?: number) {
    this.store.set(this.model, id, payload, expiresIn);
  }

  async find(id: string) {
    return this.store.get(this.model, id);
  }

  async findByUid(uid: string) {
    return this.store.find(this.model, (p) => p.uid === uid)[0]?.[1];
  }

  async findByUserCode(userCode: string) {
    return this.store.find(this.model, (p) => p.userCode === userCode)[0]?.[1];
  }

  async consume(id: string) {
    const payload = this.store.get(this.model, id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string) {
    this.store.delete(this.model, id);
  }

  async revokeByGrantId(grantId: string) {
    for (const [id] of this.store.find(this.model, (p) => p.grantId === grantId)) this.store.delete(this.model, id);
  }
}
