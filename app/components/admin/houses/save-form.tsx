import { type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { Language } from "../../../../shared/tenancy/tenant";
import { FormErrors } from "../company-codes/company-code-fields";

/** What a back-office form of one record takes: its id, the action's last answer, its values, its button. */
export type RecordFormProps<Fields> = {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: Fields;
  submitLabel: string;
  lng: Language;
};

/** A plain post form (works without JavaScript) with the form's own errors and its save button below the fields. */
export function SaveForm<Fields extends Record<string, unknown>>({
  form,
  submitLabel,
  testId,
  children,
}: {
  form: FormMetadata<Fields, string[]>;
  submitLabel: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-4 grid max-w-4xl gap-4 sm:grid-cols-2"
      data-testid={form.id}
    >
      <input type="hidden" name="intent" value="save" />
      {children}
      <FormErrors errors={form.errors} />
      <button
        type="submit"
        className="justify-self-start rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg"
        data-testid={testId}
      >
        {submitLabel}
      </button>
    </Form>
  );
}
