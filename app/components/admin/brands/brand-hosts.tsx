import { Form } from "react-router";
import type { DnsRecord, HostnameResult } from "../../../domain/brands/custom-hostname";
import { useT } from "../../../i18n/use-t";

const TONE = { active: "text-emerald-800", pending: "text-amber-800", other: "text-red-800" } as const;
const toneOf = (state: string) => (state === "active" ? TONE.active : state === "pending" ? TONE.pending : TONE.other);

function Records({ records }: { records: readonly DnsRecord[] }) {
  const { t } = useT();
  return (
    <div className="mt-2">
      <p className="text-sm font-semibold">{t("adminBrands.hosts.records")}</p>
      <ul className="mt-1 grid gap-2">
        {records.map((record) => (
          <li
            key={`${record.type}-${record.name}-${record.value}`}
            className="rounded border border-black/10 bg-surface/50 p-2 text-sm"
            data-testid="brand-host-record"
          >
            <span className="font-semibold">{record.type}</span> · {t(`adminBrands.hosts.purpose.${record.purpose}`)}
            <br />
            <code className="break-all">{record.name}</code> → <code className="break-all">{record.value}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function HostEntry({ entry }: { entry: HostnameResult }) {
  const { t } = useT();
  if (!entry.ok)
    return (
      <li className="rounded-lg border border-black/15 bg-white p-3" data-testid="brand-host" data-host={entry.host}>
        <p className="break-all font-mono font-semibold">{entry.host}</p>
        <p className="mt-1 text-sm text-red-800" data-testid="brand-host-refused">
          {t(`adminBrands.hosts.reasons.${entry.reason}`)}
        </p>
      </li>
    );
  const { status } = entry;
  return (
    <li
      className="rounded-lg border border-black/15 bg-white p-3"
      data-testid="brand-host"
      data-host={status.host}
      data-live={status.live}
    >
      <p className="break-all font-mono font-semibold">{status.host}</p>
      <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 text-sm">
        <dt>{t("adminBrands.hosts.hostname")}</dt>
        <dd className={`font-semibold ${toneOf(status.hostname)}`} data-testid="brand-host-status">
          {t(`adminBrands.hosts.hostnameStates.${status.hostname}`)}
        </dd>
        <dt>{t("adminBrands.hosts.certificate")}</dt>
        <dd className={`font-semibold ${toneOf(status.certificate)}`}>
          {t(`adminBrands.hosts.certificateStates.${status.certificate}`)}
        </dd>
      </dl>
      {status.records.length > 0 ? <Records records={status.records} /> : null}
      {status.errors.length > 0 ? (
        <ul className="mt-2 list-disc ps-5 text-sm text-red-800" lang="en">
          {status.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The brand's hosts, each with its `admin.` host, as the edge has them: state, certificate, the DNS
 * records the brand must set, or why one was refused; "check again" reloads the page, which reads them.
 */
export function BrandHosts({ hosts }: { hosts: readonly HostnameResult[] | null }) {
  const { t } = useT();
  return (
    <section aria-labelledby="brand-hosts-title" className="mt-8" data-testid="brand-hosts">
      <h2 id="brand-hosts-title" className="text-xl font-bold">
        {t("adminBrands.hosts.title")}
      </h2>
      {hosts === null ? (
        <p className="mt-3 max-w-3xl text-ink/70">{t("adminBrands.hosts.draft")}</p>
      ) : (
        <>
          <ul className="mt-3 grid max-w-3xl gap-3">
            {hosts.map((entry) => (
              <HostEntry key={entry.ok ? entry.status.host : entry.host} entry={entry} />
            ))}
          </ul>
          <Form method="get" className="mt-3" preventScrollReset>
            <button
              type="submit"
              name="check"
              value="hosts"
              className="rounded-md border border-brand px-4 py-2 font-semibold text-brand"
              data-testid="brand-hosts-check"
            >
              {t("adminBrands.hosts.checkAgain")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
