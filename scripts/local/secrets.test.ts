import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generateLocalSecrets, localSecrets, localSecretsPath, workerSecrets } from "./secrets";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "quartier-secrets-"));
  dirs.push(dir);
  return join(dir, "state");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("local secrets", () => {
  it("are made once per state folder, readable by the owner only, and kept on the next start", () => {
    const dir = freshDir();
    const first = localSecrets(dir);
    expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.PAYMENTS_API_KEY).toMatch(/^quartier-local:[0-9a-f]{64}$/);
    expect(statSync(localSecretsPath(dir)).mode & 0o777).toBe(0o600);
    expect(localSecrets(dir)).toEqual(first);
  });

  it("differ between machines (state folders) and between test runs", () => {
    const a = localSecrets(freshDir());
    const b = localSecrets(freshDir());
    expect(a.SESSION_SECRET).not.toBe(b.SESSION_SECRET);
    expect(a.OIDC_CLIENT_SECRET).not.toBe(b.OIDC_CLIENT_SECRET);
    expect(generateLocalSecrets().PAYMENTS_API_KEY).not.toBe(generateLocalSecrets().PAYMENTS_API_KEY);
  });

  it("refuse a damaged file with a hint instead of using it", () => {
    const dir = freshDir();
    localSecrets(dir);
    writeFileSync(localSecretsPath(dir), "{ not json");
    expect(() => localSecrets(dir)).toThrow(/delete it to make a new one/);
    writeFileSync(localSecretsPath(dir), JSON.stringify({ SESSION_SECRET: "short" }));
    expect(() => localSecrets(dir)).toThrow(/delete it to make a new one/);
  });

  it("gain the secrets added since an older file was made, and keep the others", () => {
    const dir = freshDir();
    const { OIDC_REGISTRATION_TOKEN: _token, BRAND_SECRETS_KEY: _key, ...older } = localSecrets(dir);
    writeFileSync(localSecretsPath(dir), JSON.stringify(older));
    const upgraded = localSecrets(dir);
    expect(upgraded).toMatchObject(older);
    expect(upgraded.OIDC_REGISTRATION_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(upgraded.BRAND_SECRETS_KEY, "base64")).toHaveLength(32);
    expect(localSecrets(dir)).toEqual(upgraded);
  });

  it("give the Workers the app's secrets only (the identity provider's cookie keys stay with it)", () => {
    expect(Object.keys(workerSecrets(generateLocalSecrets())).sort()).toEqual([
      "BRAND_SECRETS_KEY",
      "OIDC_CLIENT_SECRET",
      "OIDC_REGISTRATION_TOKEN",
      "PAYMENTS_API_KEY",
      "SESSION_SECRET",
    ]);
  });
});
