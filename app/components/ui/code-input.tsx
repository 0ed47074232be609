import type { InputHTMLAttributes } from "react";

/** A field for a code a guest types (company code, voucher): no autocomplete, capitals, no spell check. */
export function CodeInput({ code, ...props }: { code: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      type="text"
      defaultValue={code ?? ""}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={64}
      {...props}
    />
  );
}
