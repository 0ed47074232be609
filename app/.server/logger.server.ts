import { type LogLevel, type MessageLevel, shouldLog } from "../domain/logging/log-level";

/** Structured details of a log line. Never put secrets, tokens or card data here. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

// One threshold per isolate: the configuration is the same for every request an isolate serves.
let threshold: LogLevel = "debug";

/** Set from the validated configuration by the tenant middleware, once per request (cheap). */
export function setLogLevel(level: LogLevel) {
  threshold = level;
}

function write(level: MessageLevel, message: string, fields?: LogFields) {
  if (!shouldLog(threshold, level)) return;
  // Workers Logs index an object's fields; locally the same line stays readable.
  if (fields) console[level](message, fields);
  else console[level](message);
}

/** The app's one logger: the spec's warnings and every server-side diagnostic go through it. */
export const logger = {
  debug: (message: string, fields?: LogFields) => write("debug", message, fields),
  info: (message: string, fields?: LogFields) => write("info", message, fields),
  warn: (message: string, fields?: LogFields) => write("warn", message, fields),
  error: (message: string, fields?: LogFields) => write("error", message, fields),
};

/** An error's name for a log line: its message may carry user input or upstream secrets. */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
