import { data, Form, Link, redirect } from "react-router";
import type { DeliveryEvent } from "../../shared/ota/channel-deliveries";
import { DELIVERY_EVENT_KINDS } from "../../shared/ota/channel-deliveries";
import type { Language } from "../../shared/tenancy/tenant";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { configContext } from "../.server/context.server";
import { failedUpstreamStatus, unwrapUpstream } from "../.server/http/upstream-failure.server";
import { logger } from "../.server/logger.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { FieldError, fieldClass } from "../components/checkout/step-form";
import { Alert } from "../components/ui/alert";
import {
  checkEndpointForm,
  EMPTY_ENDPOINT_FORM,
  type EndpointFormValues,
} from "../domain/channels/delivery-endpoint-form";
import { dateTimeFormat } from "../i18n/date-time-format";
import { intlLocale } from "../i18n/intl-locale";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/admin.connection-deliveries";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];
export const headers = noStoreHeaders;

/**
 * A connection's booking events out (docs/decisions/0118): its delivery endpoints (a new one's signing
 * secret shown this once), the dead events with their last error and "send again", and the latest
 * events with every attempt. Plain forms: the same with or without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const connectionId = args.params.connectionId;
  const ota = adminOtaFor(args.context);
  const connection = unwrapUpstream(await ota.getConnection(tenant.ibeUid, connectionId), { notFound: [400, 404] });
  const done = new URL(args.request.url).searchParams.get("done");
  const deliveries = await ota.getConnectionDeliveries(tenant.ibeUid, connectionId);
  const base = {
    lng,
    connection: { id: connection.id, name: connection.name, channel: connection.channel },
    done: done === "removed" || done === "resent" ? (done as "removed" | "resent") : null,
  };
  if (!deliveries.ok) {
    const status = failedUpstreamStatus(deliveries, { log: "admin: deliveries unavailable" });
    return data({ ...base, deliveries: null }, { status });
  }
  return { ...base, deliveries: deliveries.data };
}

type ActionAnswer =
  | { kind: "created"; url: string; secret: string }
  | { kind: "invalid"; values: EndpointFormValues; errors: Partial<Record<keyof EndpointFormValues, string>> }
  | { kind: "failed" };

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const connectionId = args.params.connectionId;
  const ota = adminOtaFor(args.context);
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  const back = (done: string) =>
    redirect(`/${lng}/admin/connections/${encodeURIComponent(connectionId)}/deliveries?done=${done}`, 303);
  const id = String(formData.get("id") ?? "");
  const wellFormed = /^[A-Za-z0-9_-]{1,80}$/.test(id);

  if (intent === "create") {
    const allowLocal = args.context.get(configContext).ENVIRONMENT !== "production";
    const checked = checkEndpointForm(formData, allowLocal);
    if (!checked.ok)
      return data<ActionAnswer>({ kind: "invalid", values: checked.values, errors: checked.errors }, 400);
    const result = await ota.createDeliveryEndpoint(tenant.ibeUid, connectionId, checked.request);
    if (result.ok)
      return data<ActionAnswer>({ kind: "created", url: result.data.endpoint.url, secret: result.data.secret });
    logger.warn("admin: delivery endpoint not created", { status: result.status, code: result.code });
    if (result.status === 400) {
      // The inventory's own address rule refused it (e.g. a local address where it takes https only).
      const values = { url: checked.request.url, format: checked.request.format, events: checked.request.events };
      return data<ActionAnswer>({ kind: "invalid", values, errors: { url: "adminDeliveries.errors.urlRefused" } }, 400);
    }
    return data<ActionAnswer>({ kind: "failed" }, failedUpstreamStatus(result, { notFound: [404] }));
  }
  if (intent === "remove" && wellFormed) {
    const result = await ota.removeDeliveryEndpoint(tenant.ibeUid, connectionId, id);
    if (result.ok) return back("removed");
    return data<ActionAnswer>({ kind: "failed" }, failedUpstreamStatus(result, { passOn: [404] }));
  }
  if (intent === "resend" && wellFormed) {
    const result = await ota.resendDelivery(tenant.ibeUid, id);
    if (result.ok) return back("resent");
    return data<ActionAnswer>({ kind: "failed" }, failedUpstreamStatus(result, { passOn: [404] }));
  }
  return data<ActionAnswer>({ kind: "failed" }, 400);
}

const buttonBase = "rounded-md px-4 py-2 font-semibold";

/** A moment in UTC (as the server renders it, so hydration sees the same text). */
function when(iso: string, lng: Language): string {
  const format = dateTimeFormat(intlLocale(lng), { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
  return `${format.format(new Date(iso))} UTC`;
}

function Attempts({ event, lng }: { event: DeliveryEvent; lng: Language }) {
  const { t } = useT();
  if (event.attempts.length === 0) return <p className="text-sm text-ink/70">{t("adminDeliveries.noAttempts")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="mt-2 w-full min-w-[28rem] text-left text-sm" data-testid={`attempts-${event.id}`}>
        <thead>
          <tr className="border-b border-ink/20">
            <th className="py-1 pr-3">#</th>
            <th className="py-1 pr-3">{t("adminDeliveries.attemptAt")}</th>
            <th className="py-1 pr-3">{t("adminDeliveries.attemptResult")}</th>
            <th className="py-1 pr-3">{t("adminDeliveries.attemptDuration")}</th>
          </tr>
        </thead>
        <tbody>
          {event.attempts.map((attempt) => (
            <tr key={attempt.attempt} className="border-b border-ink/10 align-top" data-testid="attempt">
              <td className="py-1 pr-3">{attempt.attempt}</td>
              <td className="py-1 pr-3">{when(attempt.at, lng)}</td>
              <td className="py-1 pr-3 break-all">
                {attempt.httpStatus !== null ? `HTTP ${attempt.httpStatus}` : null}
                {attempt.error && attempt.httpStatus === null ? attempt.error : null}
              </td>
              <td className="py-1 pr-3">{t("adminDeliveries.ms", { ms: attempt.durationMs })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EventSummary({ event, lng }: { event: DeliveryEvent; lng: Language }) {
  const { t } = useT();
  return (
    <>
      <span className="font-semibold">{event.reference}</span> · {t(`adminDeliveries.kinds.${event.kind}`)} ·{" "}
      <span data-testid="event-status">{t(`adminDeliveries.statuses.${event.status}`)}</span> ·{" "}
      {when(event.createdAt, lng)}
      {/* A booking goes to each endpoint: the address tells its events apart before they are opened. */}
      <span className="block break-all text-sm text-ink/70">{event.endpointUrl}</span>
    </>
  );
}

function NewEndpointForm({ answer }: { answer: ActionAnswer | undefined }) {
  const { t } = useT();
  const message = useMessage();
  const invalid = answer?.kind === "invalid" ? answer : null;
  const values = invalid?.values ?? EMPTY_ENDPOINT_FORM;
  const errors = invalid?.errors ?? {};
  return (
    <Form method="post" className="mt-3 grid max-w-2xl gap-4" data-testid="new-endpoint-form" noValidate>
      <input type="hidden" name="intent" value="create" />
      <div>
        <label htmlFor="endpoint-url" className="text-sm font-semibold">
          {t("adminDeliveries.url")}
        </label>
        <p id="endpoint-url-hint" className="text-sm text-ink/70">
          {t("adminDeliveries.urlHint")}
        </p>
        <input
          id="endpoint-url"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          defaultValue={values.url}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={`endpoint-url-hint${errors.url ? " endpoint-url-error" : ""}`}
          className={fieldClass}
        />
        <FieldError id="endpoint-url-error" message={message(errors.url)} />
      </div>
      <fieldset aria-describedby={errors.format ? "endpoint-format-error" : undefined}>
        <legend className="text-sm font-semibold">{t("adminDeliveries.format")}</legend>
        {(["json", "opentravel"] as const).map((format) => (
          <label key={format} className="mt-1 flex items-start gap-2">
            <input
              type="radio"
              name="format"
              value={format}
              defaultChecked={values.format === format}
              className="mt-1"
            />
            <span>{t(`adminDeliveries.formats.${format}`)}</span>
          </label>
        ))}
        <FieldError id="endpoint-format-error" message={message(errors.format)} />
      </fieldset>
      <fieldset aria-describedby={errors.events ? "endpoint-events-error" : undefined}>
        <legend className="text-sm font-semibold">{t("adminDeliveries.events")}</legend>
        {DELIVERY_EVENT_KINDS.map((kind) => (
          <label key={kind} className="mt-1 flex items-center gap-2">
            <input type="checkbox" name="events" value={kind} defaultChecked={values.events.includes(kind)} />
            <span>{t(`adminDeliveries.kinds.${kind}`)}</span>
          </label>
        ))}
        <FieldError id="endpoint-events-error" message={message(errors.events)} />
      </fieldset>
      <div>
        <button
          type="submit"
          className={`${buttonBase} bg-brand text-white hover:bg-brand/90`}
          data-testid="create-endpoint"
        >
          {t("adminDeliveries.create")}
        </button>
      </div>
    </Form>
  );
}

export default function AdminConnectionDeliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, connection, deliveries, done } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  return (
    <section aria-labelledby="deliveries-title" data-testid="admin-deliveries">
      <title>{t("adminDeliveries.title", { name: connection.name })}</title>
      <p className="text-sm">
        <Link to={`/${lng}/admin/connections/${encodeURIComponent(connection.id)}`} className="underline">
          {t("adminDeliveries.back", { name: connection.name })}
        </Link>
      </p>
      <h1 id="deliveries-title" className="mt-2 text-2xl font-bold">
        {t("adminDeliveries.title", { name: connection.name })}
      </h1>
      <p className="mt-2 max-w-3xl text-ink/80">{t("adminDeliveries.intro", { channel: connection.channel })}</p>

      {answer?.kind === "created" ? (
        <Alert variant="success" className="mt-4" title={t("adminDeliveries.createdTitle")}>
          <p>{t("adminDeliveries.createdBody", { url: answer.url })}</p>
          <p className="mt-2">
            <code className="block break-all rounded bg-white px-2 py-1 font-mono" data-testid="endpoint-secret">
              {answer.secret}
            </code>
          </p>
        </Alert>
      ) : null}
      {answer?.kind === "failed" ? (
        <Alert variant="error" className="mt-4">
          {t("adminDeliveries.errors.failed")}
        </Alert>
      ) : null}
      {done ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="deliveries-done">{t(`adminDeliveries.done.${done}`)}</span>
        </Alert>
      ) : null}

      {deliveries === null ? (
        <Alert variant="error" className="mt-6">
          {t("adminDeliveries.errors.unavailable")}
        </Alert>
      ) : (
        <>
          <section aria-labelledby="endpoints-title" className="mt-8">
            <h2 id="endpoints-title" className="text-xl font-bold">
              {t("adminDeliveries.endpoints")}
            </h2>
            {deliveries.endpoints.length === 0 ? (
              <p className="mt-2">{t("adminDeliveries.noEndpoints")}</p>
            ) : (
              <ul className="mt-3 grid gap-3" data-testid="endpoint-list">
                {deliveries.endpoints.map((endpoint) => (
                  <li key={endpoint.id} className="rounded-lg border border-ink/20 p-3" data-testid="endpoint">
                    <p className="break-all font-mono text-sm">{endpoint.url}</p>
                    <p className="mt-1 text-sm">
                      {t(`adminDeliveries.formats.${endpoint.format}`)} ·{" "}
                      {endpoint.events.map((kind) => t(`adminDeliveries.kinds.${kind}`)).join(", ")}
                    </p>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="id" value={endpoint.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="remove"
                        className={`${buttonBase} border border-red-700 bg-white text-sm text-red-800 hover:bg-red-50`}
                      >
                        {t("adminDeliveries.remove")}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mt-6 text-lg font-semibold">{t("adminDeliveries.newEndpoint")}</h3>
            <NewEndpointForm answer={answer} />
          </section>

          <section aria-labelledby="dead-title" className="mt-10">
            <h2 id="dead-title" className="text-xl font-bold">
              {t("adminDeliveries.dead")}
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-ink/80">{t("adminDeliveries.deadIntro")}</p>
            {deliveries.dead.length === 0 ? (
              <p className="mt-2">{t("adminDeliveries.noDead")}</p>
            ) : (
              <ul className="mt-3 grid gap-3" data-testid="dead-list">
                {deliveries.dead.map((event) => (
                  <li
                    key={event.id}
                    className="rounded-lg border border-red-300 bg-red-50 p-3"
                    data-testid="dead-event"
                  >
                    <p>
                      <EventSummary event={event} lng={lng} />
                    </p>
                    <p className="mt-1 break-all text-sm">
                      {t("adminDeliveries.lastError")}: {event.lastError ?? "–"}
                    </p>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="id" value={event.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="resend"
                        className={`${buttonBase} border border-brand bg-white text-brand hover:bg-brand/10`}
                        data-testid="resend-event"
                      >
                        {t("adminDeliveries.resend")}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="events-title" className="mt-10">
            <h2 id="events-title" className="text-xl font-bold">
              {t("adminDeliveries.latest")}
            </h2>
            {deliveries.events.length === 0 ? (
              <p className="mt-2">{t("adminDeliveries.noEvents")}</p>
            ) : (
              <ul className="mt-3 grid gap-2" data-testid="event-list">
                {deliveries.events.map((event) => (
                  // min-w-0: a grid item grows to its widest content (the attempts' table), wider than a phone.
                  <li key={event.id} className="min-w-0 rounded-lg border border-ink/20 p-3" data-testid="event">
                    <details>
                      <summary className="cursor-pointer">
                        <EventSummary event={event} lng={lng} />
                      </summary>
                      <Attempts event={event} lng={lng} />
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
