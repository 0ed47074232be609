import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { nonceContext } from "./.server/context.server";
import { errorName, logger } from "./.server/logger.server";
import { getI18n } from "./.server/middleware/i18n.server";
import { NonceProvider } from "./components/nonce";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  let shellRendered = false;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={getI18n(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceProvider>,
    {
      nonce,
      // The whole document is sent at once (see allReady below): a Suspense boundary's content stays in
      // place instead of being moved to the end for a script to swap in, which browsers without
      // JavaScript and crawlers would never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged only; before it, the error boundary answers.
        if (shellRendered) logger.error("render: failed after the shell was sent", { error: errorName(error) });
      },
    },
  );
  shellRendered = true;

  // Every page's data is ready before rendering (no deferred loader data), so waiting for the whole
  // tree costs little and keeps lazily loaded parts (cookie banner) inline in the HTML: complete
  // without JavaScript and for crawlers alike.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
