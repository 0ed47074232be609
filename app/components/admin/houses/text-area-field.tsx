import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { useMessage } from "../../../i18n/use-message";
import { fieldClass } from "../../checkout/step-form";
import { LabelledField } from "../../forms/labelled-field";

/** A labelled textarea bound to a conform field, with its translated error. */
export function TextAreaField({
  meta,
  label,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  className?: string;
}) {
  const message = useMessage();
  return (
    <LabelledField label={label} field={meta} error={message(meta.errors?.[0])} className={className}>
      <textarea {...getTextareaProps(meta)} rows={4} className={fieldClass} />
    </LabelledField>
  );
}
