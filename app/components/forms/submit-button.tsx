/** A form's main button, in the brand's colour. */
export function SubmitButton({ label, testId }: { label: string; testId: string }) {
  return (
    <button
      type="submit"
      className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-fg hover:opacity-90"
      data-testid={testId}
    >
      {label}
    </button>
  );
}
