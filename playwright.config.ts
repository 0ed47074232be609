import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);

// Browser journeys against the built app served by workerd with its embedded defaults, in Debian's
// Chromium. Local state for the journeys lives in its own folder so they never touch `npm start`'s.
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://quartier.localhost:${port}`,
    // Recording every journey (screenshots, snapshots) costs CPU the journeys need; a failure is
    // retried once on CI, and the retry is recorded.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--enable-unsafe-swiftshader",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: "node_modules/.bin/jiti scripts/start.ts --no-build",
    url: `http://localhost:${port}/healthz`,
    // A fresh server each run: a server left from a previous run may still be shutting down.
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      QUARTIER_STATE_DIR: ".wrangler/e2e-state",
      // Access tokens of 100 s (refreshed in their last 90 s) and a 5 s page timer: a session the
      // provider ends is noticed within seconds (tests/e2e/account.spec.ts).
      IDP_ACCESS_TOKEN_TTL_SECONDS: "100",
      AUTH_REFRESH_INTERVAL_SECONDS: "5",
      // Journeys fill a form in well under a second, which the contact form's time trap takes for a bot.
      FORM_MIN_FILL_SECONDS: "0",
    },
  },
});
