import { useLocation, useNavigation } from "react-router";
import { nextActionState } from "../../domain/checkout/checkout-progress";
import { useMessage } from "../../i18n/use-message";
import { useT } from "../../i18n/use-t";
import { Alert } from "../ui/alert";

export const fieldClass =
  "mt-1 w-full rounded-md border border-ink/30 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-600";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** A step that could not be reached, or form-level errors: translated, above the form. */
export function StepErrorAlert({
  stepError,
  formErrors,
}: {
  stepError: string | null | undefined;
  formErrors?: string[] | undefined;
}) {
  const { t } = useT();
  const message = useMessage();
  const messages = [stepError, ...(formErrors ?? [])].filter((m): m is string => Boolean(m));
  if (messages.length === 0) return null;
  return (
    <Alert variant="error" className="mt-4" title={t("checkout.errors.title")}>
      <ul data-testid="step-error">
        {messages.map((key) => (
          <li key={key}>{message(key)}</li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Whether a step's last submission failed, from its action's answer: a conform reply with errors, a
 * step error or message, or field errors. The progress shows the step in its exception state then.
 */
export function submissionFailed(actionData: unknown): boolean {
  if (!actionData || typeof actionData !== "object") return false;
  const answer = actionData as Record<string, unknown>;
  if (answer.stepError || answer.message) return true;
  if (answer.errors && typeof answer.errors === "object" && Object.keys(answer.errors).length > 0) return true;
  const reply = answer.lastResult as { status?: unknown } | null | undefined;
  return reply?.status === "error";
}

/** This form's Next submission as React Router sees it: being sent, sent and answered, or neither. */
function useNextSubmission(): "idle" | "submitting" | "loading" {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST") return "idle";
  if (navigation.formData?.get("intent") !== "next") return "idle";
  const action = navigation.formAction ?? "";
  if (action.split("?")[0] !== location.pathname) return "idle";
  return navigation.state;
}

/**
 * Back (keeps what was typed, skips validation), Continue, and leaving the checkout. The buttons post
 * an `intent`, so every step works as a plain form without JavaScript. Continue shows the spec's Next
 * states (nextActionState): disabled while `blocked` (the browser knows a required entry is missing;
 * pressing it still shows why), loading (aria-busy) while its form is sent, requested once it was.
 * Without `nextLabel` there is no Continue: the step's primary action is elsewhere (the card form).
 */
export function StepButtons({
  backLabel,
  nextLabel,
  nextTestId = "step-next",
  cancelLabel,
  blocked = false,
}: {
  backLabel?: string;
  nextLabel?: string;
  nextTestId?: string;
  /** "Cancel request" on the RFP request page; "Cancel booking" by default. */
  cancelLabel?: string;
  blocked?: boolean;
}) {
  const { t } = useT();
  const state = nextActionState({ submission: useNextSubmission(), blocked });
  const inactive = state !== "ready";
  return (
    <div className="flex flex-col gap-3 border-t border-black/10 pt-4 sm:flex-row-reverse sm:items-center sm:justify-between">
      {/* First in the form's order, so Enter in a field continues rather than goes back. */}
      {nextLabel ? (
        <button
          type="submit"
          name="intent"
          value="next"
          aria-disabled={inactive || undefined}
          aria-busy={state === "loading" || undefined}
          data-state={state}
          onClick={(event) => {
            // A second press while the first is on its way would send the form twice.
            if (state === "loading" || state === "requested") event.preventDefault();
          }}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-brand px-6 py-2.5 font-semibold text-brand-fg hover:opacity-90 data-[state=disabled]:cursor-not-allowed data-[state=disabled]:opacity-50 data-[state=loading]:cursor-progress data-[state=loading]:opacity-80 data-[state=requested]:opacity-80"
          data-testid={nextTestId}
        >
          {state === "loading" || state === "requested" ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          ) : null}
          {nextLabel}
          {state === "loading" || state === "requested" ? (
            <span className="sr-only"> ({t("checkout.nextAction.loading")})</span>
          ) : null}
        </button>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {backLabel ? (
          <button
            type="submit"
            name="intent"
            value="back"
            formNoValidate
            className="rounded-md border border-ink/30 px-4 py-2 font-semibold text-ink hover:bg-surface"
            data-testid="step-back"
          >
            {backLabel}
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="cancel"
          formNoValidate
          className="px-2 py-2 text-sm text-ink/70 underline hover:text-ink"
          data-testid="step-cancel"
        >
          {cancelLabel ?? t("checkout.cancel")}
        </button>
      </div>
    </div>
  );
}
