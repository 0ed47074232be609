import type { WidgetConfig } from "../../domain/widget/widget-config";

/**
 * The search box's styles, inside its shadow root: `all: initial` on the host stops the page's
 * inherited styles (fonts, colours, line height) at the border, and the page's selectors cannot reach in.
 * Colours are the brand's; the layout wraps from one row to a column on a narrow page. The form starts
 * from `all: initial` too: the page's rules for the host element itself win over `:host`, and what
 * they set there (letter spacing, say) would be inherited inside.
 */
export function widgetStyles(theme: WidgetConfig["theme"]): string {
  return `:host{all:initial;display:block}
form{all:initial;display:grid;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${theme.ink};grid-template-columns:repeat(auto-fit,minmax(9.5rem,1fr));gap:.5rem;align-items:end;padding:.75rem;border-radius:.75rem;background:${theme.primary}}
form *{box-sizing:border-box;font:inherit;letter-spacing:inherit}
.field{position:relative;display:flex;flex-direction:column;gap:.25rem;padding:.375rem .625rem;border-radius:.5rem;background:${theme.surface}}
.place{grid-column:1/-1}
@media (min-width:48rem){.place{grid-column:span 2}}
label{font-size:.8125rem;font-weight:600}
input{width:100%;min-height:2.25rem;padding:.25rem .375rem;border:1px solid ${theme.ink}66;border-radius:.375rem;background:#fff;color:${theme.ink}}
input:focus-visible,button:focus-visible,[role=option]:focus-visible{outline:3px solid ${theme.accent};outline-offset:2px}
input[aria-invalid=true]{border:2px solid #b91c1c}
button{min-height:3.25rem;padding:0 1.25rem;border:2px solid ${theme.primaryForeground};border-radius:.5rem;background:${theme.accent};color:#fff;font-weight:700;cursor:pointer}
[role=listbox]{position:absolute;z-index:10;top:100%;left:0;right:0;margin:.25rem 0 0;padding:.25rem;list-style:none;background:#fff;border:1px solid ${theme.ink}33;border-radius:.5rem;box-shadow:0 6px 18px #0003;max-height:18rem;overflow:auto}
[role=option]{padding:.5rem;border-radius:.375rem;cursor:pointer}
[role=option][aria-selected=true]{background:${theme.surface};outline:2px solid ${theme.primary}}
.detail{display:block;font-size:.8125rem;opacity:.8}
.error{grid-column:1/-1;margin:0;padding:.375rem .625rem;border-radius:.5rem;background:#fef2f2;color:#991b1b;font-weight:600}
.error:empty,[hidden]{display:none}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;
}
