import { html } from "../http/responses";
import { createNonce, pageContentSecurityPolicy } from "./html";

/** The sandbox's endpoints as its root page lists them (index.ts routes them). */
const ENDPOINTS: ReadonlyArray<readonly [method: string, path: string, what: string]> = [
  ["POST", "/v1/transactions/secureFields", "start a card transaction (API, HTTP Basic credentials)"],
  ["GET", "/v1/transactions/:transactionId", "a transaction's status and masked card (API)"],
  ["GET", "/secure-fields/:transactionId", "the card page the checkout frames"],
  ["GET", "/v1/airplus/dbi-definition", "AirPlus DBI fields of a company (API)"],
  ["GET", "/v1/airplus/cards", "a company's saved AirPlus cards (API)"],
  ["GET", "/health", "health check"],
];

/**
 * What someone who opens the sandbox's origin in a browser sees: what this Worker is, what it
 * answers and where it is documented, instead of the API's JSON 404. No links to the card page:
 * it only exists for a transaction the app started.
 */
export function renderSandboxHomePage(nonce: string): string {
  const rows = ENDPOINTS.map(
    ([method, path, what]) => `<tr><td><code>${method} ${path}</code></td><td>${what}</td></tr>`,
  ).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Quartier payment sandbox</title>
<style nonce="${nonce}">
body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1f2933; }
table { border-collapse: collapse; } td { padding: .25rem .75rem .25rem 0; vertical-align: top; }
code { font-size: .9em; }
</style>
</head>
<body>
<main>
<h1>Quartier payment sandbox</h1>
<p>This is the payment sandbox of Quartier's local setup: a stand-in for the card payment service
(PCI Proxy's shapes) with test cards. It never charges a card. The checkout opens its card page in a
frame; the app calls its API with the sandbox's credentials.</p>
<h2>Endpoints</h2>
<table>
<tbody>
${rows}
</tbody>
</table>
<h2>Documentation</h2>
<p>In the repository: <code>docs/payments-sandbox.md</code> (the API and the test cards),
<code>docs/guides/local-development.md</code> (test cards, local secrets) and
<code>docs/guides/deploy.md</code> (deploying it beside the app).</p>
</main>
</body>
</html>
`;
}

/** GET / of the sandbox. */
export function sandboxHomePage(): Response {
  const nonce = createNonce();
  return html(renderSandboxHomePage(nonce), 200, {
    "Content-Security-Policy": pageContentSecurityPolicy({ nonce, frameAncestors: ["'none'"], formTargets: [] }),
  });
}
