import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_TRAP_FIELDS } from "~/domain/security/form-traps";
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
    ["a person after 10 s", {}, 10_000, null],
    ["a person after exactly 3 s", {}, 3000, null],
    ["a post at once", {}, 0, "too_fast"],
    ["a post after 2.9 s", {}, 2900, "too_fast"],
    ["a filled honeypot", { [FORM_TRAP_FIELDS.honeypot]: "http://spam.example" }, 10_000, "honeypot"],
    ["a filled honeypot, even when slow", { [FORM_TRAP_FIELDS.honeypot]: "x" }, 600_000, "honeypot"],
    ["no honeypot field", { [FORM_TRAP_FIELDS.honeypot]: undefined }, 10_000, "tampered"],
    ["no time field", { [FORM_TRAP_FIELDS.validFrom]: undefined }, 10_000, "tampered"],
    ["a forged time", { [FORM_TRAP_FIELDS.validFrom]: btoa("0123456789abcdef0123") }, 10_000, "tampered"],
    ["a time that is no base64", { [FORM_TRAP_FIELDS.validFrom]: "%%%" }, 10_000, "tampered"],
  ])("%s -> %s", async (_what, fields, after, expected) => {
    const form = await submission(fields);
    vi.setSystemTime(SERVED + after);
    expect(await traps.verdict(form)).toBe(expected);
  });

  it("refuses a token made with another key (another tenant or server)", async () => {
    const other = createFormTraps({ seed: "another-seed-entirely-000000", minFillSeconds: 3 });
    const form = await submission({
      [FORM_TRAP_FIELDS.validFrom]: (await other.inputProps(SERVED)).encryptedValidFrom,
    });
    vi.setSystemTime(SERVED + 10_000);
    expect(await traps.verdict(form)).toBe("tampered");
  });
});
