import { test } from "@playwright/test";
import { operatorThenGuest } from "./back-office-journey-support";

/** Issue 34's back-office journey without JavaScript: every admin page and the guest's path as plain forms. */

test.use({ javaScriptEnabled: false });
test.slow();

test("without JavaScript: an operator sets up a house and its calendar; a guest books it at the new price", async ({
  page,
}) => operatorThenGuest(page, { lng: "en", javaScript: false, ratePlan: "saver" }));
