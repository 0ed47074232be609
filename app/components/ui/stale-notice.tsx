import { Alert } from "./alert";

/** Said on a page served from the last good copy of the upstream's answer during an outage. */
export function StaleNotice({ notice, className = "" }: { notice: string | null; className?: string }) {
  if (!notice) return null;
  return (
    <div data-testid="stale-notice" className={className}>
      <Alert variant="info">{notice}</Alert>
    </div>
  );
}
