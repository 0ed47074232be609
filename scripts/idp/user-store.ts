import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { DEMO_USERS } from "./demo-users.ts";
import { hashPassword, type ScryptParameters } from "./password-hash.ts";

const userSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(1),
  name: z.string().min(1),
  passwordHash: z.string().min(1),
  roles: z.array(z.string()),
  tenant: z.string().min(1),
  createdAt: z.string(),
});
const fileSchema = z.object({ version: z.literal(1), users: z.array(userSchema) });

export type StoredUser = z.infer<typeof userSchema>;
export type NewUser = { email: string; name: string; password: string; tenant: string };

/** E-mail addresses compare without case and surrounding blanks. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The provider's accounts in one JSON file in the local state folder, so they survive restarts.
 * Seeded with the demo users (a demo user missing from the file is added again). Writes replace the
 * file through a rename, so a crash never leaves half a file.
 */
export class UserStore {
  private users: StoredUser[];

  private constructor(
    private readonly file: string,
    users: StoredUser[],
    private readonly scrypt?: ScryptParameters,
  ) {
    this.users = users;
  }

  static async open(stateDir: string, options: { scrypt?: ScryptParameters } = {}): Promise<UserStore> {
    mkdirSync(stateDir, { recursive: true });
    const file = join(stateDir, "idp-users.json");
    const users = existsSync(file) ? fileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).users : [];
    const store = new UserStore(file, users, options.scrypt);
    const known = new Set(users.map((u) => u.sub));
    const missing = DEMO_USERS.filter((demo) => !known.has(demo.sub));
    for (const demo of missing) {
      store.users.push({
        sub: demo.sub,
        email: normaliseEmail(demo.email),
        name: demo.name,
        passwordHash: await hashPassword(demo.password, options.scrypt),
        roles: [...demo.roles],
        tenant: demo.tenant,
        createdAt: new Date().toISOString(),
      });
    }
    if (missing.length > 0 || !existsSync(file)) store.save();
    return store;
  }

  findById(sub: string): StoredUser | undefined {
    return this.users.find((u) => u.sub === sub);
  }

  findByEmail(email: string): StoredUser | undefined {
    const wanted = normaliseEmail(email);
    return this.users.find((u) => u.email === wanted);
  }

  /** A new account with no roles; null when the e-mail address is taken. */
  async create(input: NewUser): Promise<StoredUser | null> {
    if (this.findByEmail(input.email)) return null;
    const passwordHash = await hashPassword(input.password, this.scrypt);
    // Checked again: another registration may have taken the address while the hash was computed.
    if (this.findByEmail(input.email)) return null;
    const user: StoredUser = {
      sub: randomUUID(),
      email: normaliseEmail(input.email),
      name: input.name.trim(),
      passwordHash,
      roles: [],
      tenant: input.tenant,
      createdAt: new Date().toISOString(),
    };
    this.users.push(user);
    this.save();
    return user;
  }

  async setPassword(sub: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password, this.scrypt);
    this.users = this.users.map((u) => (u.sub === sub ? { ...u, passwordHash } : u));
    this.save();
  }

  private save(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ version: 1, users: this.users }, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
