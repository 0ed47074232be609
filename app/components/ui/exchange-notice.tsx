/** The spec's exchange error state: prices stay in the booking currency, and the page says so. */
export function ExchangeNotice({ notice, className = "" }: { notice: string | null; className?: string }) {
  if (!notice) return null;
  return (
    <p
      role="status"
      className={`rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}
      data-testid="exchange-notice"
    >
      {notice}
    </p>
  );
}
