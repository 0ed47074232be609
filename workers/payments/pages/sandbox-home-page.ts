import { html } from "../http/responses";
import { createNonce, pageContentSecurityPolicy } from "./html";
import { layout } from "./secure-fields-page";

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
  return layout(
    "en",
    nonce,
    "Quartier payment sandbox",
    `<h1>Quartier payment sandbox</h1>
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
<code>docs/guides/deploy.md</code> (deploying it beside the app).</p>`,
  );
}

/** GET / of the sandbox. */
export function sandboxHomePage(): Response {
  const nonce = createNonce();
  return html(renderSandboxHomePage(nonce), 200, {
    "Content-Security-Policy": pageContentSecurityPolicy({ nonce, frameAncestors: ["'none'"], formTargets: [] }),
  });
}
