import { data, Link } from "react-router";
import { CONTACT_MESSAGE_STATUSES } from "../../shared/ota/contact";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { Pagination } from "../components/search/pagination";
import { Alert } from "../components/ui/alert";
import { ageOf, INBOX_PAGE_SIZE, type InboxQuery, inboxQuery, inboxSearch, pageCount } from "../domain/contact/inbox";
import { intlLocale } from "../i18n/intl-locale";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/admin.messages";

/** The operators' inbox of contact messages: New / Answered tabs, newest first, page by page. */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const query = inboxQuery(new URL(args.request.url).searchParams);
  const result = await adminOtaFor(args.context).listContactMessages(tenant.ibeUid, {
    ...query,
    limit: INBOX_PAGE_SIZE,
  });
  const now = Date.now();
  return data(
    {
      title: getI18n(args.context).t("adminMessages.metaTitle", { brand: tenant.name }),
      lng,
      query,
      page: result.ok
        ? {
            items: result.data.items.map((m) => ({
              id: m.id,
              reference: m.reference,
              name: m.name,
              email: m.email,
              subject: m.subject,
              bookingReference: m.bookingReference,
              createdAt: m.createdAt,
              age: ageOf(m.createdAt, now),
            })),
            counts: result.data.counts,
            pageCount: pageCount(result.data.total, INBOX_PAGE_SIZE),
          }
        : null,
    },
    { status: result.ok ? 200 : failedUpstreamStatus(result, { log: "admin messages: inbox unavailable" }) },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, query, page } = loaderData;
  const relative = new Intl.RelativeTimeFormat(intlLocale(lng), { numeric: "auto" });
  const dateTime = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: "medium", timeStyle: "short" });
  const base = `/${lng}/admin/messages`;
  const tab = (status: InboxQuery["status"]) => {
    const current = status === query.status;
    const count = page?.counts[status] ?? 0;
    return (
      <li key={status}>
        <Link
          to={`${base}${inboxSearch({ status, page: 1 })}`}
          aria-current={current ? "page" : undefined}
          data-testid={`messages-tab-${status}`}
          className={`block rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold ${
            current ? "border-brand text-brand" : "border-transparent text-ink/75 hover:text-ink"
          }`}
        >
          {t(status === "new" ? "adminMessages.tabNew" : "adminMessages.tabAnswered", { count })}
        </Link>
      </li>
    );
  };
  return (
    <section aria-labelledby="messages-title" data-testid="admin-messages">
      <h1 id="messages-title" className="text-2xl font-bold">
        {t("adminMessages.title")}
      </h1>
      <nav aria-label={t("adminMessages.tabsLabel")} className="mt-4 border-b border-black/10">
        <ul className="flex gap-2">{CONTACT_MESSAGE_STATUSES.map(tab)}</ul>
      </nav>
      {!page ? (
        <Alert variant="error" className="mt-4">
          {t("adminMessages.unavailable")}
        </Alert>
      ) : page.items.length === 0 ? (
        <p className="mt-6 text-ink/80" data-testid="messages-empty">
          {t(query.status === "new" ? "adminMessages.emptyNew" : "adminMessages.emptyAnswered")}
        </p>
      ) : (
        <ul
          className="mt-4 divide-y divide-black/10 rounded-xl border border-black/10 bg-white"
          data-testid="messages-list"
        >
          {page.items.map((m) => (
            <li key={m.id} className="grid gap-1 p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:gap-4">
              <div className="min-w-0">
                <p className="font-semibold [overflow-wrap:anywhere]">{m.name}</p>
                <p className="text-sm text-ink/75 [overflow-wrap:anywhere]">{m.email}</p>
              </div>
              <div className="min-w-0">
                <Link
                  to={`${base}/${encodeURIComponent(m.id)}`}
                  className="font-semibold text-brand underline-offset-2 hover:underline [overflow-wrap:anywhere]"
                  data-testid="message-link"
                >
                  {m.subject ?? t("adminMessages.noSubject")}
                </Link>
                <p className="text-sm text-ink/75">
                  <span className="font-mono">{m.reference}</span>
                  {m.bookingReference ? (
                    <>
                      {" · "}
                      {t("adminMessages.booking")} <span className="font-mono">{m.bookingReference}</span>
                    </>
                  ) : null}
                </p>
              </div>
              <p className="text-sm text-ink/75 sm:text-right">
                <time dateTime={m.createdAt} title={dateTime.format(new Date(m.createdAt))}>
                  {relative.format(-m.age.value, m.age.unit)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {page ? (
        <Pagination
          page={query.page}
          pageCount={page.pageCount}
          hasNextPage={query.page < page.pageCount}
          hrefFor={(n) => `${base}${inboxSearch({ status: query.status, page: n })}`}
        />
      ) : null}
    </section>
  );
}
