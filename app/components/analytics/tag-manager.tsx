import { loadsTagManager } from "../../domain/analytics/consent";
import { tagManagerBootScript } from "../../domain/analytics/consent-mode";
import type { RootData } from "../../navigation/root-data";
import { useNonce } from "../nonce";

/**
 * The brand's Google Tag Manager with Consent Mode v2, in the document's head: rendered only for a
 * brand with a container and a guest who agreed to analytics, so without consent the page has no
 * tag, no data layer and asks Google for nothing. A change of consent reloads the document (the
 * banner's form), so a page either starts with the tag or never has it.
 */
export function TagManager({ root }: { root: RootData }) {
  const nonce = useNonce();
  const containerId = root.tenant.gtmContainerId;
  if (!containerId || !loadsTagManager(root.consent, containerId)) return null;
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script; the container id is validated as GTM-[A-Z0-9]+
      dangerouslySetInnerHTML={{ __html: tagManagerBootScript(containerId) }}
    />
  );
}
