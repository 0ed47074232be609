import { isContactReference } from "../../shared/contact/contact-reference";
import { tenantContext } from "../.server/context.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { Alert } from "../components/ui/alert";
import { contactPath } from "../domain/contact/contact-path";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/contact.sent";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex" },
];

/** After the contact form: thanks and the message's reference (from the query; only a well-formed one shows). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const reference = new URL(request.url).searchParams.get("reference") ?? "";
  return {
    title: getI18n(context).t("contact.sent.metaTitle", { brand: tenant.name }),
    lng: getLocale(context),
    reference: isContactReference(reference) ? reference : null,
  };
}

export default function ContactSent({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, reference } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="contact-sent-title" data-testid="contact-sent">
      <h1 id="contact-sent-title" className="text-2xl font-bold sm:text-3xl">
        {t("contact.sent.title")}
      </h1>
      <Alert variant="success" className="mt-4">
        <p>{t("contact.sent.body")}</p>
      </Alert>
      {reference ? (
        <div className="mt-6">
          <p className="text-sm font-semibold">{t("contact.sent.reference")}</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-wide" data-testid="contact-reference">
            {reference}
          </p>
          <p className="mt-1 text-sm text-ink/75">{t("contact.sent.referenceHint")}</p>
        </div>
      ) : null}
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <a href={`/${lng}`} className="text-brand underline-offset-2 hover:underline">
          {t("contact.sent.backHome")}
        </a>
        <a href={contactPath(lng)} className="text-brand underline-offset-2 hover:underline">
          {t("contact.sent.another")}
        </a>
      </p>
    </section>
  );
}
