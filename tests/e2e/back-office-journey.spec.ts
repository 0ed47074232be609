import { test } from "@playwright/test";
import { operatorThenGuest } from "./back-office-journey-support";

/**
 * Issue 34's journey across the back office's parts, with JavaScript, in English and German: the
 * operator's house, apartment type, photos and calendar, then the guest's search and booking at the
 * operator's price (back-office-journey-support.ts). The journey without JavaScript and the one on a
 * phone are in files of their own, so each file stays short on a loaded machine.
 */

// A sign-in, two uploads, four saves, two searches and a checkout: well over the default.
test.slow();

test("an operator sets up a house and its calendar; a guest finds it and books an open day at the new price", async ({
  page,
}) => operatorThenGuest(page, { lng: "en", javaScript: true, ratePlan: "saver" }));

test("eine Betreiberin legt ein Haus mit Kalender an; ein Gast findet es und bucht offene Tage zum neuen Preis", async ({
  page,
}) => operatorThenGuest(page, { lng: "de", javaScript: true, ratePlan: "flexible" }));
