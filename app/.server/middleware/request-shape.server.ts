import type { MiddlewareFunction } from "react-router";
import { checkRequestShape } from "../../domain/security/request-shape";
import { getI18n, getLocale } from "./i18n.server";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * Refuses what no page handles before a route sees it: other methods than GET, HEAD and POST (405
 * with Allow), posts whose body is not a form (415), and form bodies that cannot be read (400). The
 * answer is a small translated page of its own, the same for page and resource routes (a thrown
 * response would reach a resource route's caller as a bare body), so this runs after the language
 * middleware.
 */
export const requestShapeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const verdict = checkRequestShape({
    method: request.method,
    pathname: new URL(request.url).pathname,
    contentType: request.headers.get("Content-Type"),
  });
  if (!verdict.ok) return refusal(context, verdict.status, verdict.status === 405 ? { Allow: verdict.allow } : {});
  if (verdict.readsForm) {
    try {
      await request.clone().formData();
    } catch {
      return refusal(context, 400, {});
    }
  }
  return next();
};

function refusal(context: Parameters<typeof getLocale>[0], status: 400 | 405 | 415, headers: Record<string, string>) {
  const { t } = getI18n(context);
  const lng = getLocale(context);
  const title = escapeHtml(status === 400 ? t("errors.badRequestTitle") : t("errors.refusedTitle"));
  const body = escapeHtml(status === 400 ? t("errors.badRequestBody") : t("errors.refusedBody"));
  const home = escapeHtml(t("errors.backHome"));
  const page = `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><p>${status}</p><h1>${title}</h1><p>${body}</p><p><a href="/${lng}">${home}</a></p></main></body></html>`;
  return new Response(page, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
