import { type ChildProcess, spawn } from "node:child_process";

/**
 * Runs a command to completion with its output shown; rejects on a non-zero exit. Lines matching
 * `hide` are left out (notices of tools that are no problem of ours); everything else passes.
 */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, hide?: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: hide ? ["inherit", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    if (hide) {
      child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(withoutLines(chunk, hide)));
      child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(withoutLines(chunk, hide)));
    }
    child.on("error", reject);
    // "close", not "exit": the piped output is all written by then.
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/**
 * Runs a command to completion with its output held back, and resolves with that output and whether
 * it exited with 0: for commands run side by side, whose output would otherwise interleave.
 */
export function runHeld(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", (error) =>
      resolve({ ok: false, output: `${Buffer.concat(chunks).toString()}${error.message}\n` }),
    );
    child.on("close", (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

function withoutLines(chunk: Buffer, hide: RegExp): string {
  return chunk
    .toString()
    .split(/(?<=\n)/)
    .filter((line) => !hide.test(line))
    .join("");
}

/**
 * Starts a long-running process; its output is prefixed so several services stay readable. Lines
 * matching `hide` are left out (the bench hides the server's log of each request).
 */
export function start(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  hide?: RegExp,
): ChildProcess {
  // Same process group as ours: Ctrl-C in a terminal, or a test runner stopping the group, reaches it too.
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line.trim() !== "" && !hide?.test(line))
      .map((line) => `[${label}] ${line}`)
      .join("\n");
  // A chunk whose every line is hidden prints nothing, not an empty line.
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = prefix(chunk);
    if (text) console.log(text);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    const text = prefix(chunk);
    if (text) console.error(text);
  });
  return child;
}

/** Waits until a URL answers, or fails after the timeout. */
export async function waitForUrl(url: string, timeoutMs = 60_000, headers: Record<string, string> = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a process started with `start` (start it as the binary itself, not through npx, so the signal reaches it). */
export function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): void {
  if (child.exitCode === null) child.kill(signal);
}
