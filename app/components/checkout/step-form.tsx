import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";

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
  const { t } = useTranslation();
  const messages = [stepError, ...(formErrors ?? [])].filter((m): m is string => Boolean(m));
  if (messages.length === 0) return null;
  return (
    <Alert variant="error" className="mt-4" title={t("checkout.errors.title")}>
      <ul data-testid="step-error">
        {messages.map((key) => (
          <li key={key}>{t(key as never)}</li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Back (keeps what was typed, skips validation), Continue, and leaving the checkout. The buttons post
 * an `intent`, so every step works as a plain form without JavaScript.
 */
export function StepButtons({
  backLabel,
  nextLabel,
  nextTestId = "step-next",
}: {
  backLabel?: string;
  nextLabel: string;
  nextTestId?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="flex flex-col gap-3 border-t border-black/10 pt-4 sm:flex-row-reverse sm:items-center sm:justify-between">
      {/* First in the form's order, so Enter in a field continues rather than goes back. */}
      <button
        type="submit"
        name="intent"
        value="next"
        aria-disabled={busy || undefined}
        className="rounded-md bg-brand px-6 py-2.5 font-semibold text-brand-fg hover:opacity-90 aria-disabled:opacity-70"
        data-testid={nextTestId}
      >
        {nextLabel}
      </button>
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
        >
          {t("checkout.cancel")}
        </button>
      </div>
    </div>
  );
}
