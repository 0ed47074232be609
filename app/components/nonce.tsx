import { createContext, useContext } from "react";

// The CSP nonce reaches the document only during the server render; browsers hide it afterwards.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
