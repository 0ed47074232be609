import { lazy, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { authSessionMiddleware } from "./.server/middleware/auth-session.server";
import { csrfMiddleware } from "./.server/middleware/csrf.server";
import { i18nMiddleware } from "./.server/middleware/i18n.server";
import { requestShapeMiddleware } from "./.server/middleware/request-shape.server";
import { securityMiddleware } from "./.server/middleware/security.server";
import { tenantMiddleware } from "./.server/middleware/tenant.server";
import { rootDataOf } from "./.server/pages/root-data.server";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { TagManager } from "./components/analytics/tag-manager";
import { RouteAnnouncer } from "./components/layout/route-announcer";
import { SiteShell } from "./components/layout/site-shell";
import { useNonce } from "./components/nonce";
import type { PublicTenant } from "./domain/tenancy/public-tenant";
import { useT } from "./i18n/use-t";
import { notFoundReasonOf } from "./navigation/not-found-reason";
import { isQueryOnlyChange } from "./navigation/query-only-change";
import { type RootData, rootDataOfError } from "./navigation/root-data";
import { resetStorageForBuild } from "./state/client-storage";

// Only an error shows it: its own module (the server renders it whole, the browser loads it then).
const ErrorPage = lazy(() => import("./components/error-page").then((module) => ({ default: module.ErrorPage })));

export const middleware: Route.MiddlewareFunction[] = [
  securityMiddleware,
  tenantMiddleware,
  csrfMiddleware,
  i18nMiddleware,
  requestShapeMiddleware,
  authSessionMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { root, headers } = await rootDataOf(request, context);
  return data(root satisfies RootData, { headers });
}

/**
 * The root's data (tenant, currency, consent, flash messages) changes through actions and page loads,
 * never through a query on the same page: filters, paging and views on the search page change only
 * the query, and must not cost a request.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isQueryOnlyChange(args) ? false : args.defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

function themeStyle(tenant: PublicTenant | undefined): React.CSSProperties | undefined {
  if (!tenant) return undefined;
  const { theme } = tenant;
  return {
    "--brand": theme.primary,
    "--brand-fg": theme.primaryForeground,
    "--accent": theme.accent,
    "--surface": theme.surface,
    "--ink": theme.ink,
  } as React.CSSProperties;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root") ?? rootDataOfError(error);
  const nonce = useNonce();
  const { i18n } = useT();
  const lang = rootData?.locale ?? i18n.language ?? "en";
  return (
    <html lang={lang} style={themeStyle(rootData?.tenant)} data-tenant={rootData?.tenant.ibeUid}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {rootData ? <meta name="theme-color" content={rootData.tenant.theme.primary} /> : null}
        {/* Consent Mode's defaults come before any other script (0131). */}
        {rootData ? <TagManager root={rootData} /> : null}
        {/*
          The stylesheet blocks the first paint, so it must be fetched first. React hoists every other
          <link> (the ~30 modulepreloads <Scripts /> renders, the icon) to the top of <head> and leaves an
          imported stylesheet where <Links /> puts it, behind them; a stylesheet with a precedence is
          React's own resource and comes right after the charset, viewport and LCP image preloads.
        */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">
        {children}
        <RouteAnnouncer />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated, so browser tests click only when handlers exist. */
function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** Applies the visitor's storage consent and drops client state stored by an older build. */
function useClientStorage(buildId: string, consented: boolean) {
  useEffect(() => resetStorageForBuild(buildId, consented), [buildId, consented]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydrationMarker();
  useClientStorage(loaderData.buildId, loaderData.consent?.storage === true);
  return (
    <SiteShell root={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  useHydrationMarker();
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root") ?? rootDataOfError(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const page = <ErrorPage status={status} brand={rootData?.tenant.name} reason={notFoundReasonOf(error)} />;
  return rootData ? <SiteShell root={rootData}>{page}</SiteShell> : page;
}
