import { z } from "zod";
import {
  type CreateEndpointRequest,
  DELIVERY_EVENT_KINDS,
  deliveryEventKindSchema,
  deliveryFormatSchema,
  type EndpointUrlProblem,
  endpointUrlProblem,
  isAriEventKind,
} from "../../../shared/ota/channel-deliveries";

/** Message keys of the endpoint form (pages namespace, `adminDeliveries.errors.*`). */
const E = "adminDeliveries.errors";

export const URL_PROBLEM_KEYS: Record<EndpointUrlProblem, string> = {
  invalid: `${E}.urlInvalid`,
  https: `${E}.urlHttps`,
  local: `${E}.urlLocal`,
};

export type EndpointFormValues = { url: string; format: string; events: string[] };

export type EndpointFormCheck =
  | { ok: true; request: CreateEndpointRequest }
  | { ok: false; values: EndpointFormValues; errors: Partial<Record<keyof EndpointFormValues, string>> };

const formSchema = z.object({
  url: z.string().trim().min(1).max(2000),
  format: deliveryFormatSchema,
  events: z.array(deliveryEventKindSchema).min(1),
});

/**
 * The new-endpoint form as the admin sent it: the address (https; http://localhost too where
 * `allowLocal`, as on `npm start`), JSON or OpenTravel, and at least one kind of event. On a problem the
 * values come back as typed, with a message key per field.
 */
export function checkEndpointForm(formData: FormData, allowLocal: boolean): EndpointFormCheck {
  const values: EndpointFormValues = {
    url: String(formData.get("url") ?? "").trim(),
    format: String(formData.get("format") ?? ""),
    events: formData.getAll("events").map(String),
  };
  const parsed = formSchema.safeParse(values);
  const errors: Partial<Record<keyof EndpointFormValues, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof EndpointFormValues;
    errors[field] ??= field === "url" ? `${E}.urlRequired` : field === "format" ? `${E}.format` : `${E}.events`;
  }
  const problem = values.url ? endpointUrlProblem(values.url, allowLocal) : null;
  if (problem && !errors.url) errors.url = URL_PROBLEM_KEYS[problem];
  // Availability and rates (a metasearch's ARI) go out as OpenTravel messages only.
  if (parsed.success && parsed.data.format === "json" && parsed.data.events.some(isAriEventKind))
    errors.events ??= `${E}.ariOpenTravel`;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, request: parsed.data };
}

/** The form's values before anything was typed: JSON, every booking event (ARI out is chosen on purpose). */
export const EMPTY_ENDPOINT_FORM: EndpointFormValues = {
  url: "",
  format: "json",
  events: DELIVERY_EVENT_KINDS.filter((kind) => !isAriEventKind(kind)),
};
