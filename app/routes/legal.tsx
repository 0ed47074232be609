import { data } from "react-router";
import { LEGAL_PAGES } from "../../shared/tenancy/tenant";
import { tenantContext } from "../.server/context.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { legalText } from "../domain/legal/legal-texts";
import { pageMeta } from "../domain/seo/meta-tags";
import type { Route } from "./+types/legal";

/**
 * The tenant's legal pages (imprint, privacy policy, terms of booking) in the page's language: the
 * tenant's own text from its configuration, or the default template filled in from its operator
 * details (app/domain/legal/legal-texts.ts). Plain text, rendered escaped.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const page = LEGAL_PAGES.find((p) => p === params.page);
  if (!page) throw data(null, { status: 404 });
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  return { page, brand: tenant.name, text: legalText(page, lng, tenant) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  if (!root || !loaderData) return [];
  return pageMeta({
    title: `${loaderData.text.title} · ${loaderData.brand}`,
    description: loaderData.text.description,
    siteName: root.tenant.name,
    origin: root.origin,
    languages: root.tenant.languages,
    defaultLanguage: root.tenant.defaultLanguage,
    current: root.locale,
    pathAfterLanguage: `/legal/${loaderData.page}`,
  });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page, text } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="legal-title" data-testid={`legal-${page}`}>
      <h1 id="legal-title" className="text-2xl font-bold hyphens-auto [overflow-wrap:anywhere] sm:text-3xl">
        {text.title}
      </h1>
      {text.sections.map((section, index) => (
        // Sections, not landmarks: a named section is a region, and the imprint's "Contact" would repeat
        // the footer's (axe: landmark-unique). The headings give the outline.
        <section key={`${index}-${section.heading}`} className="mt-6">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph, p) => (
            <p key={`${p}-${paragraph.slice(0, 16)}`} className="mt-2 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
