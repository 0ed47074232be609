import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_TRAP_FIELDS } from "../../domain/security/form-traps";
import { createFormTraps } from "./form-traps.server";

const SERVED = Date.parse("2026-03-01T10:00:00Z");
const traps = createFormTraps({ seed: "test-seed-of-the-form-traps", minFillSeconds: 3 });

/** A form as a browser sends it: the visible fields and the hidden trap fields as served. */
async function submission(fields: Record<string, string | undefined>) {
  const props = await traps.inputProps(SERVED);
  const form = new FormData();
  form.set("message", "Hello");
  const values: Record<string, string | undefined> = {
    [FORM_TRAP_FIELDS.honeypot]: "",
    [FORM_TRAP_FIELDS.validFrom]: props.encryptedValidFrom,
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.set(name, value);
  return form;
}

describe("createFormTraps (remix-utils' Honeypot with a time trap)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ["a person after 10 s", {}, 10_000, "pass", "pass"],
    ["a person after exactly 3 s", {}, 3000, "pass", "pass"],
    ["a post at once", {}, 0, "retry", "too_fast"],
    ["a post after 2.9 s", {}, 2900, "retry", "too_fast"],
    ["a filled honeypot", { [FORM_TRAP_FIELDS.honeypot]: "http://spam.example" }, 10_000, "bot", "honeypot"],
    ["a filled honeypot, even when slow", { [FORM_TRAP_FIELDS.honeypot]: "x" }, 600_000, "bot", "honeypot"],
    ["no honeypot field", { [FORM_TRAP_FIELDS.honeypot]: undefined }, 10_000, "bot", "no_trap_fields"],
    ["no time field", { [FORM_TRAP_FIELDS.validFrom]: undefined }, 10_000, "bot", "no_trap_fields"],
    ["an empty time field", { [FORM_TRAP_FIELDS.validFrom]: "" }, 10_000, "bot", "no_trap_fields"],
    ["a forged time", { [FORM_TRAP_FIELDS.validFrom]: btoa("0123456789abcdef0123") }, 10_000, "retry", "unreadable"],
    ["a time that is no base64", { [FORM_TRAP_FIELDS.validFrom]: "%%%" }, 10_000, "retry", "unreadable"],
  ])("%s -> %s (%s)", async (_what, fields, after, kind, reason) => {
    const form = await submission(fields);
    vi.setSystemTime(SERVED + after);
    expect(await traps.check(form)).toMatchObject({ kind, reason });
  });

  it("gives back the token the form was served with, so its start time survives a re-render", async () => {
    const form = await submission({});
    const served = form.get(FORM_TRAP_FIELDS.validFrom);
    vi.setSystemTime(SERVED + 1000);
    const early = await traps.check(form);
    expect(early).toMatchObject({ kind: "retry", traps: { encryptedValidFrom: served } });
    // Shown again and sent a little later, the same token passes: the wait was not restarted.
    vi.setSystemTime(SERVED + 3000);
    expect(await traps.check(form)).toMatchObject({ kind: "pass", traps: { encryptedValidFrom: served } });
  });

  it("gives a fresh token in place of one it cannot read", async () => {
    const form = await submission({ [FORM_TRAP_FIELDS.validFrom]: "%%%" });
    vi.setSystemTime(SERVED + 10_000);
    const check = await traps.check(form);
    if (check.kind !== "retry") throw new Error(`expected retry, got ${check.kind}`);
    expect(check.traps.encryptedValidFrom).not.toBe("%%%");
    form.set(FORM_TRAP_FIELDS.validFrom, check.traps.encryptedValidFrom ?? "");
    vi.setSystemTime(SERVED + 20_000);
    expect(await traps.check(form)).toMatchObject({ kind: "pass" });
  });

  it("refuses a token made with another key (another tenant or server)", async () => {
    const other = createFormTraps({ seed: "another-seed-entirely-000000", minFillSeconds: 3 });
    const form = await submission({
      [FORM_TRAP_FIELDS.validFrom]: (await other.inputProps(SERVED)).encryptedValidFrom,
    });
    vi.setSystemTime(SERVED + 10_000);
    expect(await traps.check(form)).toMatchObject({ kind: "retry", reason: "unreadable" });
  });
});
