import type { RouterContextProvider } from "react-router";
import { adaptersOf } from "../adapters.server";
import { errorName, logger } from "../logger.server";
import type { OutgoingMail } from "./mail-transports.server";

/**
 * Sends the mail of one event once: the first request to claim the event's key sends it, later ones
 * (a cancel posted twice) send nothing. A mail that fails is logged without personal data, its claim
 * given back, and never fails what the guest did.
 */
export async function sendOnce(
  context: Readonly<RouterContextProvider>,
  eventKey: string,
  build: () => Promise<OutgoingMail>,
): Promise<{ sent: boolean }> {
  const { mailEvents, mailer } = adaptersOf(context);
  const kind = eventKey.split(":")[0];
  let claimed = false;
  try {
    claimed = await mailEvents.claim(eventKey);
    if (!claimed) return { sent: false };
    await mailer.send(await build());
    return { sent: true };
  } catch (error) {
    logger.warn("mail: could not be sent", { kind, error: errorName(error) });
    if (claimed) await mailEvents.release(eventKey).catch(() => undefined);
    return { sent: false };
  }
}
