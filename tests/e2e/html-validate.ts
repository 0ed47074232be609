import { type ConfigData, HtmlValidate } from "html-validate";

/**
 * html-validate's `recommended` preset for the server's HTML of every page kind
 * (tests/e2e/accessibility.spec.ts). Only rules that contradict a deliberate choice of ours are
 * changed, each with its reason (docs/decisions/0076):
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as `<meta/>`, `<input/>`; both forms are valid HTML.
    "void-style": "off",
    // React writes boolean attributes as `async=""`, `disabled=""` (the "empty" form).
    "attribute-boolean-style": ["error", { style: "empty" }],
    // Likewise attributes whose value may be empty (`download=""`).
    "attribute-empty-style": ["error", { style: "empty" }],
    // React keeps some attribute names in camel case (`charSet`, `hrefLang`); HTML attribute names are
    // case-insensitive. Anything else must still be lower case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId ids begin with "_" (`_R_1ej5_`); HTML allows any id without whitespace.
    "valid-id": ["error", { relaxed: true }],
    // A filter group is a set of checkboxes with one name (`popular=wifi&popular=parking`), the plain
    // form of a multiple choice that works without JavaScript.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
};

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** html-validate's findings on a document: `rule: message (selector)`. */
export async function htmlValidateErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`),
  );
}
