/**
 * A brand's own host name on the platform (Cloudflare for SaaS custom hostnames, docs/decisions/0125):
 * what is refused before the API is asked, and what the API's answer means for the brand page: the
 * state of the host and of its certificate, and the DNS records the brand must set.
 */

/** Why a host cannot be a custom hostname; each has a translated message on the brand page. */
export type HostRefusal = "syntax" | "wildcard" | "ip-address" | "apex" | "platform-zone";

/**
 * Second-level labels under which a registrable domain has three labels (`example.co.uk`): such an apex
 * is refused too. Not the whole public suffix list: the common ones of the markets we sell in.
 */
const TWO_LABEL_SUFFIXES = new Set([
  "co.uk",
  "org.uk",
  "me.uk",
  "co.at",
  "or.at",
  "com.au",
  "co.nz",
  "com.br",
  "co.jp",
]);

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The checks Cloudflare would refuse with, made first so the admin gets a message instead of an API
 * error: a lower-case DNS name of letter/digit/hyphen labels (253 characters at most, a top-level
 * domain of letters), no wildcard (an Enterprise feature), no IP address, not an apex (the brand sets
 * a CNAME, which an apex cannot carry), and not a name in the platform's own SaaS zone (the zone
 * serves those itself).
 */
export function checkCustomHostname(host: string, platformZone: string | undefined): HostRefusal | null {
  if (host.includes("*")) return "wildcard";
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":")) return "ip-address";
  const labels = host.split(".");
  const tld = labels.at(-1) ?? "";
  if (
    host.length > 253 ||
    labels.length < 2 ||
    !labels.every((label) => LABEL.test(label)) ||
    !/^[a-z]{2,63}$/.test(tld)
  ) {
    return "syntax";
  }
  const apexLabels = TWO_LABEL_SUFFIXES.has(labels.slice(-2).join(".")) ? 3 : 2;
  if (labels.length <= apexLabels) return "apex";
  if (platformZone && (host === platformZone || host.endsWith(`.${platformZone}`))) return "platform-zone";
  return null;
}

/** A DNS record the brand must set at its own DNS provider. */
export type DnsRecord = {
  type: "CNAME" | "TXT";
  name: string;
  value: string;
  purpose: "routing" | "ownership" | "certificate";
};

/** What the brand page shows of one host: `live` when it answers with its certificate. */
export type HostnameStatus = {
  host: string;
  hostname: "active" | "pending" | "moved" | "blocked";
  certificate: "active" | "pending" | "failed";
  live: boolean;
  records: DnsRecord[];
  /** The provider's own words on a failed validation (shown as they come, in English). */
  errors: string[];
};

/** The part of Cloudflare's custom hostname object that says what we show (its API, v4). */
export type CloudflareCustomHostname = {
  hostname: string;
  status?: string;
  ssl?: {
    status?: string;
    method?: string;
    validation_records?: { txt_name?: string; txt_value?: string }[];
    validation_errors?: { message?: string }[];
  };
  ownership_verification?: { type?: string; name?: string; value?: string };
  verification_errors?: unknown[];
};

const HOSTNAME_ACTIVE = new Set(["active", "active_redeploying", "provisioned", "test_active", "test_active_apex"]);
const HOSTNAME_BLOCKED = new Set([
  "blocked",
  "pending_blocked",
  "test_blocked",
  "test_failed",
  "deleted",
  "pending_deletion",
]);
/** Certificates that serve: `pending_expiration` still does while its renewal runs. */
const CERTIFICATE_ACTIVE = new Set(["active", "pending_expiration", "staging_active"]);
const CERTIFICATE_FAILED = new Set([
  "expired",
  "deleted",
  "inactive",
  "deactivating",
  "pending_deletion",
  "pending_cleanup",
  "initializing_timed_out",
  "validation_timed_out",
  "issuance_timed_out",
  "deployment_timed_out",
  "deletion_timed_out",
]);

function hostnameState(status: string | undefined): HostnameStatus["hostname"] {
  if (status && HOSTNAME_ACTIVE.has(status)) return "active";
  if (status === "moved") return "moved";
  if (status && HOSTNAME_BLOCKED.has(status)) return "blocked";
  return "pending";
}

function certificateState(status: string | undefined): HostnameStatus["certificate"] {
  if (status && CERTIFICATE_ACTIVE.has(status)) return "active";
  if (status && CERTIFICATE_FAILED.has(status)) return "failed";
  return "pending";
}

/**
 * Our status of a Cloudflare custom hostname. The CNAME to the platform's target is always listed
 * (it routes the traffic, and lets HTTP validation pass); while the host or its certificate waits, the
 * TXT records Cloudflare asks for are listed too (ownership, and the certificate's when validated by TXT).
 */
export function hostnameStatusOf(answer: CloudflareCustomHostname, cnameTarget: string): HostnameStatus {
  const hostname = hostnameState(answer.status);
  const certificate = certificateState(answer.ssl?.status);
  const records: DnsRecord[] = [{ type: "CNAME", name: answer.hostname, value: cnameTarget, purpose: "routing" }];
  const ownership = answer.ownership_verification;
  if (hostname !== "active" && ownership?.name && ownership.value) {
    records.push({ type: "TXT", name: ownership.name, value: ownership.value, purpose: "ownership" });
  }
  if (certificate !== "active") {
    for (const record of answer.ssl?.validation_records ?? []) {
      if (record.txt_name && record.txt_value) {
        records.push({ type: "TXT", name: record.txt_name, value: record.txt_value, purpose: "certificate" });
      }
    }
  }
  const errors = [
    ...(answer.verification_errors ?? []).filter((e): e is string => typeof e === "string"),
    ...(answer.ssl?.validation_errors ?? []).flatMap((e) => (e.message ? [e.message] : [])),
  ];
  return {
    host: answer.hostname,
    hostname,
    certificate,
    live: hostname === "active" && certificate === "active",
    records,
    errors,
  };
}

/** Locally every `*.localhost` host answers at once (the browser resolves it to this machine). */
export function localHostnameStatus(host: string): HostnameStatus {
  const live = host === "localhost" || host.endsWith(".localhost");
  return {
    host,
    hostname: live ? "active" : "pending",
    certificate: live ? "active" : "pending",
    live,
    records: [],
    errors: [],
  };
}

/** One host as the edge answered for it, or why it could not be asked for (the brand page shows either). */
export type HostnameResult =
  | { ok: true; status: HostnameStatus }
  | { ok: false; host: string; reason: HostRefusal | "unconfigured" | "unreachable" | "api-refused" };
