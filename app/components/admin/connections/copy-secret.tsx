import { useEffect, useState } from "react";
import { useT } from "../../../i18n/use-t";
import { fieldClass } from "../../checkout/step-form";

/** A new key's secret, shown once: readable and selectable without JavaScript, with a copy button with it. */
export function CopySecret({ secret }: { secret: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  // The copy button needs the Clipboard API: shown once the page runs script.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <input
        readOnly
        value={secret}
        aria-label={t("adminConnections.keyCreated")}
        data-testid="connection-key-secret"
        className={`${fieldClass} min-w-0 flex-1 font-mono`}
        onFocus={(event) => event.currentTarget.select()}
      />
      {scripted ? (
        <button
          type="button"
          className="rounded-md border border-ink/30 bg-white px-3 py-2 text-sm font-semibold"
          data-testid="connection-key-copy"
          onClick={() => navigator.clipboard.writeText(secret).then(() => setCopied(true))}
        >
          {copied ? t("adminConnections.copied") : t("adminConnections.copy")}
        </button>
      ) : null}
    </div>
  );
}
