import { FALLBACK_MESSAGE_KEY, isMessageKey } from "../../shared/i18n/message-key";
import { useT } from "./use-t";

type Values = Record<string, string | number>;

/**
 * Translates a message that arrives as a plain string, such as a form field's first error or an
 * upstream's label key: a catalogue key shows its text; anything else shows `fallback` when given, else
 * the generic "check this field". Absent messages stay absent.
 */
export function useMessage() {
  const { t, i18n } = useT();
  return (message: string | null | undefined, values?: Values, fallback?: string): string | undefined => {
    if (!message) return undefined;
    if (isMessageKey(message, (key) => i18n.getResource(i18n.language, "translation", key)))
      return String(t(message, { replace: values }));
    return fallback ?? String(t(FALLBACK_MESSAGE_KEY));
  };
}
