import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A key and certificate in PEM, for a TLS server on this machine only. */
export type LocalCertificate = { key: string; cert: string };

/**
 * A self-signed certificate for `localhost` and its subdomains, made by the machine's `openssl` for
 * this run and thrown away with it (nothing is stored). Null when there is no `openssl`: the caller
 * serves plain HTTP then and says so. The browser is told to accept it (`--ignore-certificate-errors`).
 */
export function localCertificate(): LocalCertificate | null {
  const dir = mkdtempSync(join(tmpdir(), "quartier-bench-tls-"));
  try {
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,DNS:*.localhost",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    if (made.status !== 0) return null;
    return { key: readFileSync(join(dir, "key.pem"), "utf8"), cert: readFileSync(join(dir, "cert.pem"), "utf8") };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
