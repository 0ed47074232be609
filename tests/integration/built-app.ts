// The built app Worker's module, so a test can call it with bindings of its own (an OTA that fails).
// @ts-expect-error -- the build output has no type declarations
import built from "../../build/server/index.js";

export const builtApp = built as { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> };
