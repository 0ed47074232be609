import type { RouterContextProvider } from "react-router";
import type { Tenant } from "../../../shared/tenancy/tenant";

/**
 * Called once when a brand goes live, after it is stored as live: the place to register its OpenID
 * Connect client at the provider (RFC 7591 dynamic client registration) and to ask for its custom host
 * name and certificate (Cloudflare for SaaS). Both belong to the identity work of issue 36; until it
 * lands this does nothing, and locally `<ibeUid>.localhost` answers at once.
 */
export async function whenBrandGoesLive(_context: Readonly<RouterContextProvider>, _brand: Tenant): Promise<void> {}
