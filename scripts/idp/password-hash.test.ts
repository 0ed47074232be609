import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password-hash.ts";

// Cheap parameters: the tests check the format and the comparison, not the cost.
const fast = { N: 1024, r: 8, p: 1 };

describe("password hashes", () => {
  it("records scheme and parameters and verifies the right password only", async () => {
    const hash = await hashPassword("correct horse", fast);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword("correct horse", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct horsE", hash)).resolves.toBe(false);
    await expect(verifyPassword("", hash)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same", fast), hashPassword("same", fast)]);
    expect(a).not.toBe(b);
  });

  it("verifies with the parameters stored in the hash, not the current defaults", async () => {
    const hash = await hashPassword("old hash", { N: 2048, r: 4, p: 2 });
    await expect(verifyPassword("old hash", hash)).resolves.toBe(true);
  });

  it.each([
    "",
    "plain",
    "bcrypt$1024$8$1$c2FsdA$a2V5",
    "scrypt$x$8$1$c2FsdA$a2V5",
    "scrypt$1024$8$1$c2FsdA$",
    "scrypt$1024$8$1$c2FsdA$a2V5",
  ])("never matches the malformed hash %j", async (hash) => {
    await expect(verifyPassword("anything", hash)).resolves.toBe(false);
  });

  it("answers false for an unknown account", async () => {
    await expect(verifyAgainstNothing("anything")).resolves.toBe(false);
  });
});
