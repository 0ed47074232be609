import { data, Form, Link } from "react-router";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { CopySecret } from "../components/admin/connections/copy-secret";
import { fieldClass } from "../components/checkout/step-form";
import { Alert } from "../components/ui/alert";
import { keyScopesOf, mappingEditOf } from "../domain/admin/connection-form";
import { mappingTypesShown } from "../domain/admin/connection-mapping-filter";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/admin.connection";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

const ID = /^[A-Za-z0-9_-]{1,80}$/;

/** One connection (docs/decisions/0116): its keys (create, the secret shown once, revoke) and the code mapping. */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const id = args.params.connectionId;
  if (!ID.test(id)) throw data(null, { status: 404 });
  const result = await adminOtaFor(args.context).getConnection(tenant.ibeUid, id);
  if (!result.ok) throw data(null, { status: failedUpstreamStatus(result, { passOn: [404] }) });
  const url = new URL(args.request.url);
  const endpoint = `${url.origin.replace("//admin.", "//")}/api/opentravel`;
  const query = url.searchParams.get("q")?.trim().slice(0, 80) ?? "";
  const { shown, matching } = mappingTypesShown(result.data.mapping, query);
  return { lng, connection: { ...result.data, mapping: shown }, matching, query, endpoint };
}

type Answer =
  | { done: "keyCreated"; secret: string }
  | { done: "keyRevoked" | "mappingSaved" }
  | { error: "noScope" | "failed" | "mappingRefused" };

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const ota = adminOtaFor(args.context);
  const id = args.params.connectionId;
  if (!ID.test(id)) throw data(null, { status: 404 });
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  const answer = (value: Answer, status = 200) => data<Answer>(value, { status });
  if (intent === "createKey") {
    const scopes = keyScopesOf(formData);
    if (!scopes) return answer({ error: "noScope" }, 400);
    const created = await ota.createConnectionKey(tenant.ibeUid, id, { scopes });
    return created.ok
      ? answer({ done: "keyCreated", secret: created.data.secret })
      : answer({ error: "failed" }, failedUpstreamStatus(created));
  }
  if (intent === "revokeKey") {
    const keyId = String(formData.get("keyId") ?? "");
    if (!ID.test(keyId)) return answer({ error: "failed" }, 400);
    const revoked = await ota.revokeConnectionKey(tenant.ibeUid, id, keyId);
    return revoked.ok ? answer({ done: "keyRevoked" }) : answer({ error: "failed" }, failedUpstreamStatus(revoked));
  }
  if (intent === "saveMapping") {
    const current = await ota.getConnection(tenant.ibeUid, id);
    if (!current.ok) return answer({ error: "failed" }, failedUpstreamStatus(current));
    const edit = mappingEditOf(formData, current.data.mapping);
    if (!edit) return answer({ error: "mappingRefused" }, 400);
    const saved = await ota.updateConnectionMapping(tenant.ibeUid, id, edit);
    if (saved.ok) return answer({ done: "mappingSaved" });
    return answer({ error: saved.status === 400 ? "mappingRefused" : "failed" }, failedUpstreamStatus(saved));
  }
  return answer({ error: "failed" }, 400);
}

const buttonClass = "rounded-md border border-ink/30 bg-white px-3 py-2 text-sm font-semibold";

export default function AdminConnection({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, connection, endpoint, matching, query } = loaderData;
  const name = (text: { en: string; de: string }) => (lng === "de" ? text.de : text.en);
  return (
    <section aria-labelledby="admin-connection-title" data-testid="admin-connection">
      <title>{`${connection.name} · ${t("adminConnections.title")}`}</title>
      <p>
        <Link to={`/${lng}/admin/connections`} className="text-brand underline">
          {t("adminConnections.back")}
        </Link>
      </p>
      <h1 id="admin-connection-title" className="mt-2 text-2xl font-bold">
        {connection.name} <span className="text-base font-normal text-ink/70">{connection.channel}</span>
      </h1>
      <p className="mt-2 max-w-3xl break-words text-sm text-ink/80">
        {t("adminConnections.endpoint", { url: endpoint })}
      </p>
      <p className="mt-2">
        <Link
          to={`/${lng}/admin/connections/${encodeURIComponent(connection.id)}/deliveries`}
          className="text-brand underline"
        >
          {t("adminConnections.deliveries")}
        </Link>
      </p>
      {actionData && "done" in actionData ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="connection-done">{t(`adminConnections.${actionData.done}`)}</span>
          {actionData.done === "keyCreated" ? <CopySecret secret={actionData.secret} /> : null}
        </Alert>
      ) : null}
      {actionData && "error" in actionData ? (
        <Alert variant="error" className="mt-4">
          {t(`adminConnections.${actionData.error}`)}
        </Alert>
      ) : null}

      <section aria-labelledby="connection-keys" className="mt-8 max-w-3xl">
        <h2 id="connection-keys" className="text-xl font-bold">
          {t("adminConnections.keys")}
        </h2>
        {connection.keys.length === 0 ? <p className="mt-2">{t("adminConnections.noKeys")}</p> : null}
        <ul className="mt-3 grid gap-2" data-testid="connection-keys">
          {connection.keys.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-black/10 bg-white p-3"
            >
              <code className={key.revokedAt ? "line-through" : ""}>{key.prefix}…</code>
              <span className="text-sm">{key.scopes.join(", ")}</span>
              <span className="text-sm text-ink/70">
                {key.revokedAt
                  ? t("adminConnections.revoked", { date: key.revokedAt.slice(0, 16).replace("T", " ") })
                  : key.lastUsedAt
                    ? t("adminConnections.lastUsed", { date: key.lastUsedAt.slice(0, 16).replace("T", " ") })
                    : t("adminConnections.neverUsed")}
              </span>
              {key.revokedAt ? null : (
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="intent" value="revokeKey" />
                  <input type="hidden" name="keyId" value={key.id} />
                  <button type="submit" className={buttonClass} data-testid={`revoke-${key.id}`}>
                    {t("adminConnections.revoke")}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-4 rounded-xl border border-black/10 bg-white p-4" data-testid="new-key-form">
          <input type="hidden" name="intent" value="createKey" />
          <fieldset>
            <legend className="font-semibold">{t("adminConnections.scopes")}</legend>
            <label className="mt-2 flex items-center gap-2">
              <input type="checkbox" name="scope.ari" defaultChecked /> {t("adminConnections.scopeAri")}
            </label>
            <label className="mt-1 flex items-center gap-2">
              <input type="checkbox" name="scope.reservations" /> {t("adminConnections.scopeReservations")}
            </label>
          </fieldset>
          <button type="submit" className={`${buttonClass} mt-3`}>
            {t("adminConnections.createKey")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="connection-mapping" className="mt-10">
        <h2 id="connection-mapping" className="text-xl font-bold">
          {t("adminConnections.mapping")}
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-ink/80">{t("adminConnections.mappingIntro")}</p>
        <Form method="get" role="search" className="mt-4 flex max-w-xl flex-wrap items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-1 text-sm">
            <span className="font-semibold">{t("adminConnections.findTypes")}</span>
            <input type="search" name="q" defaultValue={query} maxLength={80} className={fieldClass} />
          </label>
          <button type="submit" className={buttonClass}>
            {t("adminConnections.find")}
          </button>
        </Form>
        <p className="mt-2 text-sm text-ink/80" data-testid="mapping-shown">
          {t("adminConnections.typesShown", { shown: connection.mapping.length, count: matching })}
        </p>
        <Form method="post" className="mt-4 grid gap-4" data-testid="mapping-form">
          <input type="hidden" name="intent" value="saveMapping" />
          {connection.mapping.map((type) => (
            <fieldset key={type.apartmentTypeId} className="rounded-xl border border-black/10 bg-white p-4">
              <legend className="px-1 font-semibold">
                {type.houseName} · {name(type.name)}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <label className="grid gap-1 text-sm">
                  <span>{t("adminConnections.typeCode", { name: name(type.name) })}</span>
                  <input
                    name={`type.${type.apartmentTypeId}`}
                    defaultValue={type.code ?? ""}
                    maxLength={64}
                    className={fieldClass}
                  />
                </label>
                {type.ratePlans.map((plan) => (
                  <label key={plan.ratePlanId} className="grid gap-1 text-sm">
                    <span>{t("adminConnections.planCode", { name: name(plan.name), code: plan.ownCode })}</span>
                    <input
                      name={`plan.${type.apartmentTypeId}.${plan.ratePlanId}`}
                      defaultValue={plan.code ?? ""}
                      placeholder={plan.ownCode}
                      maxLength={64}
                      className={fieldClass}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <button type="submit" className="justify-self-start rounded bg-brand px-4 py-2 font-semibold text-brand-fg">
            {t("adminConnections.saveMapping")}
          </button>
        </Form>
      </section>
    </section>
  );
}
