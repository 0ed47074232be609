import type { RouterContextProvider } from "react-router";
import { Honeypot, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { FORM_TRAP_FIELDS, isTooFast, validFromFor } from "~/domain/security/form-traps";
import { configContext, tenantContext } from "../context.server";
import { logger } from "../logger.server";

export type { HoneypotInputProps } from "remix-utils/honeypot/server";

/** Why a submission was dropped (logged, never shown). */
export type TrapVerdict = "honeypot" | "too_fast" | "tampered" | null;

/**
 * The traps over remix-utils' Honeypot. `seed` keys the encryption of the earliest instant, so it
 * must be the same in every isolate (a secret); the library's own check lets a post without the
 * hidden fields through, so their absence counts as tampering here.
 */
export function createFormTraps(options: { seed: string; minFillSeconds: number }) {
  class Trap extends Honeypot {
    /** The library's "valid from is in the future" is the time trap's rule. */
    protected override isFuture(timestamp: number): boolean {
      return isTooFast(timestamp, Date.now());
    }
  }
  const honeypot = new Trap({
    nameFieldName: FORM_TRAP_FIELDS.honeypot,
    validFromFieldName: FORM_TRAP_FIELDS.validFrom,
    encryptionSeed: options.seed,
  });
  return {
    inputProps: (servedAt = Date.now()): Promise<HoneypotInputProps> =>
      honeypot.getInputProps({ validFromTimestamp: validFromFor(servedAt, options.minFillSeconds) }),
    async verdict(form: FormData): Promise<TrapVerdict> {
      const filled = form.get(FORM_TRAP_FIELDS.honeypot);
      if (typeof filled === "string" && filled !== "") return "honeypot";
      if (!form.has(FORM_TRAP_FIELDS.honeypot) || !form.has(FORM_TRAP_FIELDS.validFrom)) return "tampered";
      try {
        await honeypot.check(form);
        return null;
      } catch (error) {
        // SpamError for an early post; a token that does not decrypt throws from WebCrypto.
        return error instanceof Error && error.message.includes("future") ? "too_fast" : "tampered";
      }
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

/** True when the submission fell into a trap (logged with the reason, without any of its content). */
export async function caughtInFormTrap(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  formName: string,
): Promise<boolean> {
  const verdict = await trapsFor(context).verdict(form);
  if (verdict) logger.info("form traps: submission dropped", { form: formName, reason: verdict });
  return verdict !== null;
}
