import { FieldError } from "../checkout/step-form";

/** A labelled control with its error, wired to conform's field ids. */
export function LabelledField({
  label,
  field,
  error,
  children,
  className,
}: {
  label: string;
  field: { id: string; errorId: string };
  error: string | undefined;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      <FieldError id={field.errorId} message={error} />
    </div>
  );
}
