import type { RouterContextProvider } from "react-router";
import { Honeypot, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { FORM_TRAP_FIELDS, type TrapFacts, trapVerdict, validFromFor } from "../../domain/security/form-traps";
import { configContext, tenantContext } from "../context.server";
import { logger } from "../logger.server";

export type { HoneypotInputProps } from "remix-utils/honeypot/server";

/**
 * What the traps make of a post (the rule: app/domain/security/form-traps.ts). `bot` gets the decoy
 * success; `retry` (too fast, or a token we cannot read) asks the sender to send again; `pass` goes
 * on. Except for a bot, `traps` are the hidden fields for showing the form again: the token it was
 * served with when it is ours (so the time it was opened survives a re-render), a fresh one otherwise.
 */
export type FormTrapCheck =
  | { kind: "bot" }
  | { kind: "retry"; traps: HoneypotInputProps }
  | { kind: "pass"; traps: HoneypotInputProps };

/**
 * The traps over remix-utils' Honeypot, which encrypts and reads the token. `seed` keys the encryption
 * of the earliest instant, so it must be the same in every isolate (a secret).
 */
export function createFormTraps(options: { seed: string; minFillSeconds: number }) {
  class Trap extends Honeypot {
    /** The token's earliest instant (ms), or null when it does not decrypt with our key. */
    async read(token: string): Promise<number | null> {
      try {
        const validFrom = Number(await this.decrypt(token));
        return this.isValidTimeStamp(validFrom) ? validFrom : null;
      } catch {
        return null; // not base64, or not sealed with our key: WebCrypto throws
      }
    }
  }
  const honeypot = new Trap({
    nameFieldName: FORM_TRAP_FIELDS.honeypot,
    validFromFieldName: FORM_TRAP_FIELDS.validFrom,
    encryptionSeed: options.seed,
  });
  const inputProps = (servedAt = Date.now()): Promise<HoneypotInputProps> =>
    honeypot.getInputProps({ validFromTimestamp: validFromFor(servedAt, options.minFillSeconds) });

  /** The post's trap fields as facts for the rule. */
  async function facts(form: FormData): Promise<TrapFacts> {
    const honeypotValue = form.get(FORM_TRAP_FIELDS.honeypot);
    const token = form.get(FORM_TRAP_FIELDS.validFrom);
    const now = Date.now();
    const honeypotFact = typeof honeypotValue === "string" ? honeypotValue : null;
    if (typeof token !== "string" || token === "") return { honeypot: honeypotFact, token: { kind: "absent" }, now };
    const validFrom = await honeypot.read(token);
    return {
      honeypot: honeypotFact,
      token: validFrom === null ? { kind: "unreadable" } : { kind: "read", validFrom },
      now,
    };
  }

  return {
    inputProps,
    /** The rule's verdict on a post, with its reason (for the log only). */
    async check(form: FormData): Promise<FormTrapCheck & { reason: string }> {
      const verdict = trapVerdict(await facts(form));
      if (verdict.kind === "bot") return { kind: "bot", reason: verdict.reason };
      if (verdict.kind === "unreadable") return { kind: "retry", reason: "unreadable", traps: await inputProps() };
      const traps: HoneypotInputProps = {
        nameFieldName: FORM_TRAP_FIELDS.honeypot,
        validFromFieldName: FORM_TRAP_FIELDS.validFrom,
        encryptedValidFrom: String(form.get(FORM_TRAP_FIELDS.validFrom)),
      };
      return verdict.kind === "too_fast"
        ? { kind: "retry", reason: "too_fast", traps }
        : { kind: "pass", reason: "pass", traps };
    },
  };
}

/** The request's traps: keyed by the server secret and the tenant, so a token serves one brand only. */
function trapsFor(context: Readonly<RouterContextProvider>) {
  const config = context.get(configContext);
  const { tenant } = context.get(tenantContext);
  return createFormTraps({
    seed: `form-traps:${tenant.ibeUid}:${config.SESSION_SECRET}`,
    minFillSeconds: config.FORM_MIN_FILL_SECONDS,
  });
}

/** The hidden fields' props for a form served now (pass them to <FormTrapFields>). */
export function formTrapProps(context: Readonly<RouterContextProvider>): Promise<HoneypotInputProps> {
  return trapsFor(context).inputProps();
}

/**
 * The traps' verdict on a post of `formName` (logged with the reason, without any of its content).
 * Check the input first and show its errors with the returned `traps`; a `retry` gets a translated
 * request to send again (400, input kept), never the success page.
 */
export async function checkFormTraps(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  formName: string,
): Promise<FormTrapCheck> {
  const { reason, ...check } = await trapsFor(context).check(form);
  if (check.kind === "bot") logger.info("form traps: submission dropped", { form: formName, reason });
  else if (check.kind === "retry") logger.info("form traps: asked to send again", { form: formName, reason });
  return check;
}
