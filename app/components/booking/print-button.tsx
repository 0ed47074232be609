import { useEffect, useState } from "react";
import { useT } from "../../i18n/use-t";

/** A print button, shown only once JavaScript runs (the page prints from the browser's menu without it). */
export function PrintButton() {
  const { t } = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg hover:opacity-90"
      data-testid="print-receipt"
    >
      {t("receipt.print")}
    </button>
  );
}
