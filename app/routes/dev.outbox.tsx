import { data } from "react-router";
import { adaptersOf } from "../.server/adapters.server";
import { configContext, tenantContext } from "../.server/context.server";
import type { Route } from "./+types/dev.outbox";

/**
 * The local mail outbox (MAIL_MODE=outbox, never in production): the tenant's latest mails with their
 * text and links, so a developer or a browser test can follow a confirmation mail's manage link.
 * Development tool, English only.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const config = context.get(configContext);
  if (config.ENVIRONMENT === "production" || config.MAIL_MODE !== "outbox") throw data(null, { status: 404 });
  const { tenant } = context.get(tenantContext);
  const mails = await adaptersOf(context).outbox.list(tenant.ibeUid);
  const selected = params.mailId ? mails.find((mail) => mail.id === params.mailId) : null;
  if (params.mailId && !selected) throw data(null, { status: 404 });
  return {
    lng: params.lng,
    mails: mails.map(({ id, subject, recipient, created_at, reference }) => ({
      id,
      subject,
      recipient,
      created_at,
      reference,
    })),
    selected: selected
      ? {
          subject: selected.subject,
          recipient: selected.recipient,
          text: selected.text_body,
          links: [...selected.html_body.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&")),
        }
      : null,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Outbox" }, { name: "robots", content: "noindex, nofollow" }];

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { mails, selected, lng } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" data-testid="outbox">
      <h1 className="text-2xl font-bold">Outbox (local mails)</h1>
      {selected ? (
        <article className="mt-6 rounded-xl border border-black/10 bg-white p-5" data-testid="outbox-mail">
          <h2 className="text-lg font-bold">{selected.subject}</h2>
          <p className="text-sm text-ink/70">To: {selected.recipient}</p>
          <pre className="mt-4 whitespace-pre-wrap font-sans">{selected.text}</pre>
          <ul className="mt-4 list-disc pl-5">
            {selected.links.map((href) => (
              <li key={href}>
                <a href={href} className="text-brand underline">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </article>
      ) : null}
      <ul className="mt-6 grid gap-2">
        {mails.map((mail) => (
          <li key={mail.id}>
            <a href={`/${lng}/dev/outbox/${mail.id}`} className="text-brand underline" data-testid="outbox-item">
              {mail.subject}
            </a>{" "}
            <span className="text-sm text-ink/70">
              {mail.recipient} · {mail.created_at}
            </span>
          </li>
        ))}
      </ul>
      {mails.length === 0 ? <p className="mt-6">No mails yet.</p> : null}
    </section>
  );
}
