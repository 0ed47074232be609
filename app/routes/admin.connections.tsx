import { data, Form, Link, redirect } from "react-router";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { fieldClass } from "../components/checkout/step-form";
import { Alert } from "../components/ui/alert";
import { newConnectionFormSchema } from "../domain/admin/connection-form";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/admin.connections";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The brand's channel manager connections (docs/decisions/0116): list and create. */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const result = await adminOtaFor(args.context).listConnections(tenant.ibeUid);
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { log: "admin: connections unavailable" });
    return data({ lng, connections: null }, { status });
  }
  return { lng, connections: result.data.items };
}

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const formData = await args.request.formData();
  const parsed = newConnectionFormSchema.safeParse({ name: formData.get("name"), channel: formData.get("channel") });
  if (!parsed.success) return data({ error: "invalid" as const }, { status: 400 });
  const result = await adminOtaFor(args.context).createConnection(tenant.ibeUid, parsed.data);
  if (!result.ok) return data({ error: "failed" as const }, { status: failedUpstreamStatus(result) });
  return redirect(`/${lng}/admin/connections/${encodeURIComponent(result.data.id)}`, 303);
}

export default function AdminConnections({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, connections } = loaderData;
  return (
    <section aria-labelledby="admin-connections-title" data-testid="admin-connections">
      <title>{t("adminConnections.title")}</title>
      <h1 id="admin-connections-title" className="text-2xl font-bold">
        {t("adminConnections.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-ink/80">{t("adminConnections.intro")}</p>
      {connections === null ? (
        <Alert variant="error" className="mt-6">
          {t("adminConnections.failed")}
        </Alert>
      ) : connections.length === 0 ? (
        <p className="mt-6">{t("adminConnections.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-3" data-testid="connection-list">
          {connections.map((c) => (
            <li key={c.id} className="rounded-xl border border-black/10 bg-white p-4">
              <Link to={`/${lng}/admin/connections/${c.id}`} className="font-semibold text-brand underline">
                {c.name}
              </Link>{" "}
              <span className="text-sm text-ink/70">
                {c.channel} · {t("adminConnections.created", { date: c.createdAt.slice(0, 10) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="new-connection" className="mt-10 max-w-xl">
        <h2 id="new-connection" className="text-xl font-bold">
          {t("adminConnections.newTitle")}
        </h2>
        {actionData?.error ? (
          <Alert variant="error" className="mt-4">
            {t(actionData.error === "invalid" ? "adminConnections.invalid" : "adminConnections.failed")}
          </Alert>
        ) : null}
        <Form method="post" className="mt-4 grid gap-4" data-testid="new-connection-form">
          <label className="grid gap-1">
            <span className="font-semibold">{t("adminConnections.name")}</span>
            <input name="name" required maxLength={120} className={fieldClass} />
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">{t("adminConnections.channel")}</span>
            <input name="channel" required maxLength={40} pattern="[A-Za-z][A-Za-z0-9_]*" className={fieldClass} />
            <span className="text-sm text-ink/70">{t("adminConnections.channelHint")}</span>
          </label>
          <button type="submit" className="justify-self-start rounded bg-brand px-4 py-2 font-semibold text-brand-fg">
            {t("adminConnections.create")}
          </button>
        </Form>
      </section>
    </section>
  );
}
