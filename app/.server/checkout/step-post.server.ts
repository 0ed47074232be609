import type { RouterContextProvider } from "react-router";
import type { CheckoutPageId } from "../../domain/checkout/checkout-pages";
import type { CheckoutSession } from "../../domain/checkout/checkout-session";
import { abandonCheckout, checkoutSessionFrom, goToPreviousStep, rawValues } from "./checkout-flow.server";

type EntriesStep = keyof CheckoutSession["state"]["entries"];

/** A post to a checkout step, once Cancel and Back are dealt with: what the step's own work needs. */
export type StepPost = {
  session: CheckoutSession;
  /** The session with what the guest typed kept (unvalidated) under the step's entries, for redisplay. */
  entered: CheckoutSession;
  form: FormData;
  /** The posted fields as strings, without the intent. */
  values: Record<string, string>;
  intent: FormDataEntryValue | null;
};

export type StepPostOptions = {
  page: CheckoutPageId;
  /** Where the step keeps what the guest typed; a step without fields of its own keeps nothing. */
  entries?: EntriesStep;
  /** Back goes to the previous step, or leaves the checkout like Cancel (a step with nothing before it). */
  back?: "previous" | "leave";
  /** A step already done (booked): Cancel and Back no longer apply, its own work answers every post. */
  done?: (session: CheckoutSession) => boolean;
};

/** Cancel or Back, answered: the redirect (or the step error) the action returns as it is. */
type Answer = Awaited<ReturnType<typeof abandonCheckout>> | Awaited<ReturnType<typeof goToPreviousStep>>;

/**
 * The shared start of every checkout step's action: reads the session and the form, leaves the
 * checkout on Cancel, steps back on Back (keeping the typed values), and otherwise hands the post to
 * the step's own work: `const { answer, post } = await readStepPost(...); if (answer) return answer;`.
 */
export async function readStepPost(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  options: StepPostOptions,
): Promise<{ answer: Answer; post?: undefined } | { answer: null; post: StepPost }> {
  const session = checkoutSessionFrom(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const values = rawValues(form);
  const entered = options.entries
    ? { ...session, state: { ...session.state, entries: { ...session.state.entries, [options.entries]: values } } }
    : session;
  if (!options.done?.(session)) {
    const back = options.back ?? "previous";
    if (intent === "cancel" || (intent === "back" && back === "leave")) {
      return { answer: await abandonCheckout(context, session) };
    }
    if (intent === "back") return { answer: await goToPreviousStep(context, entered, options.page) };
  }
  return { answer: null, post: { session, entered, form, values, intent } };
}
