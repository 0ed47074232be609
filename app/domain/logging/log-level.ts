/** Log levels, least to most severe; `silent` logs nothing. */
export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** The levels a message can have (every level but `silent`). */
export type MessageLevel = Exclude<LogLevel, "silent">;

/** True when a message of `level` passes a logger set to `threshold`. */
export function shouldLog(threshold: LogLevel, level: MessageLevel): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold);
}

/**
 * The spec's default is debug; production is quieter unless configured (`LOG_LEVEL`), so a deploy does
 * not pay for debug output it never reads.
 */
export function logLevelFor(environment: "development" | "test" | "production", configured?: LogLevel): LogLevel {
  if (configured) return configured;
  return environment === "production" ? "info" : "debug";
}
