import type { RouterContextProvider } from "react-router";
import { configContext } from "./context.server";
import { type FlashMessage, flashStorage } from "./cookies.server";

export type { FlashMessage };

/** Adds a one-shot message for the next page and returns the Set-Cookie header that carries it. */
export async function flash(request: Request, context: Readonly<RouterContextProvider>, message: FlashMessage) {
  const storage = flashStorage(context.get(configContext).SESSION_SECRET);
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash("messages", [...(session.get("messages") ?? []), message]);
  return { "Set-Cookie": await storage.commitSession(session) };
}

/** Reads and clears pending messages. */
export async function takeFlash(request: Request, context: Readonly<RouterContextProvider>) {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("__Host-flash")) return { messages: [] as FlashMessage[], headers: undefined };
  const storage = flashStorage(context.get(configContext).SESSION_SECRET);
  const session = await storage.getSession(cookieHeader);
  const messages = session.get("messages") ?? [];
  return { messages, headers: { "Set-Cookie": await storage.destroySession(session) } };
}
