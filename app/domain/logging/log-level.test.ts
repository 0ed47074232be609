import { describe, expect, it } from "vitest";
import { type LogLevel, logLevelFor, type MessageLevel, shouldLog } from "./log-level";

describe("shouldLog", () => {
  it.each<[LogLevel, MessageLevel, boolean]>([
    ["debug", "debug", true],
    ["debug", "error", true],
    ["info", "debug", false],
    ["info", "info", true],
    ["warn", "info", false],
    ["warn", "warn", true],
    ["warn", "error", true],
    ["error", "warn", false],
    ["error", "error", true],
    ["silent", "error", false],
  ])("threshold %s, message %s -> %s", (threshold, level, expected) => {
    expect(shouldLog(threshold, level)).toBe(expected);
  });
});

describe("logLevelFor", () => {
  it.each<["development" | "test" | "production", LogLevel | undefined, LogLevel]>([
    ["development", undefined, "debug"],
    ["test", undefined, "debug"],
    ["production", undefined, "info"],
    ["production", "debug", "debug"],
    ["development", "error", "error"],
  ])("%s with LOG_LEVEL %s -> %s", (environment, configured, expected) => {
    expect(logLevelFor(environment, configured)).toBe(expected);
  });
});
