import { describe, expect, it } from "vitest";
import { endsWithoutConfirmation, type LogoutFacts } from "./logout-policy.ts";

const hint = { sub: "user-1", aud: "quartier", sid: "sid-1" };
const signedIn: LogoutFacts = { hint, accountId: "user-1", clientSid: "sid-1" };

describe("endsWithoutConfirmation", () => {
  it.each<[string, LogoutFacts, boolean]>([
    ["a hint of the signed-in user and their sign-in at this client", signedIn, true],
    ["a hint without sid (the client does not ask for one)", { ...signedIn, hint: { sub: "user-1" } }, true],
    ["no hint", { ...signedIn, hint: null }, false],
    ["a hint of another user", { ...signedIn, hint: { ...hint, sub: "user-2" } }, false],
    ["a hint without a subject", { ...signedIn, hint: { aud: "quartier" } }, false],
    ["a hint of an earlier session (another sid)", { ...signedIn, hint: { ...hint, sid: "sid-0" } }, false],
    ["nobody signed in at the provider", { ...signedIn, accountId: undefined }, false],
    ["a session without a sign-in at the hint's client", { ...signedIn, clientSid: undefined }, false],
  ])("%s -> %s", (_what, facts, expected) => {
    expect(endsWithoutConfirmation(facts)).toBe(expected);
  });
});
