import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { SIGN_IN_OUTCOMES, type SignInOutcome } from "../../domain/brands/sign-in-outcome";
import { parseWithSchema } from "../../forms/parse-with-schema";
import { adaptersOf } from "../adapters.server";
import type { BrandClientSummary } from "../auth/brand-clients.server";
import {
  type BrandClientRegistration,
  manualBrandClientSchema,
  saveManualBrandClient,
} from "../auth/client-registration.server";
import { getLocale } from "../middleware/i18n.server";
import { brandHostnames } from "./brand-go-live.server";
import type { BrandRecord } from "./brand-store-port.server";
import type { HostnameResult } from "./custom-hostnames.server";

/**
 * The brand page's "Sign-in" and "Host names" sections (docs/decisions/0124, 0125): what the last
 * go-live did with the brand's OpenID Connect client, the client as stored (never its secret), the
 * form that types a client in by hand, and each host's state at the edge.
 */

/** The registration's outcome as the go-live redirect carries it. */
export function signInOutcomeOf(registration: BrandClientRegistration): SignInOutcome {
  return registration.outcome === "failed" ? `failed-${registration.reason}` : registration.outcome;
}

const outcomeSchema = z.enum(SIGN_IN_OUTCOMES);

/** The outcome the go-live redirect carried, if any (anything else in the URL is ignored). */
export function signInOutcomeFrom(url: string): SignInOutcome | null {
  const parsed = outcomeSchema.safeParse(new URL(url).searchParams.get("signIn"));
  return parsed.success ? parsed.data : null;
}

export type BrandSignInAndHosts = {
  client: BrandClientSummary | null;
  /** Null for a draft: its hosts are asked for when it goes live. */
  hosts: HostnameResult[] | null;
};

/** The stored client's summary and, for a brand that has been live, its hosts as the edge has them now. */
export async function signInAndHostsOf(
  context: Readonly<RouterContextProvider>,
  stored: BrandRecord,
): Promise<BrandSignInAndHosts> {
  const [client, hosts] = await Promise.all([
    adaptersOf(context).brandClients.summary(stored.tenant.ibeUid),
    stored.status === "draft" ? Promise.resolve(null) : brandHostnames(context, stored.tenant),
  ]);
  return { client, hosts };
}

/** A refused hand-typed client: the form's result (values kept, the secret not sent back). */
export type ManualClientRefusal = { manualClient: SubmissionResult<string[]> };

/**
 * Saves a client typed in by the platform admin (a provider without registration): 400 with the
 * translated field errors and the client id kept; success redirects to the brand's page.
 */
export async function saveManualClientForm(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  stored: BrandRecord,
) {
  const submission = parseWithSchema(await args.request.formData(), manualBrandClientSchema);
  if (submission.status !== "success")
    // The secret is not echoed into the page: it is typed again.
    return data({ manualClient: submission.reply({ hideFields: ["clientSecret"] }) } satisfies ManualClientRefusal, {
      status: 400,
    });
  const { ibeUid } = stored.tenant;
  await saveManualBrandClient(adaptersOf(args.context).brandClients, ibeUid, submission.value);
  return redirect(`/${getLocale(args.context)}/admin/brands/${encodeURIComponent(ibeUid)}?done=clientSaved`, 303);
}
