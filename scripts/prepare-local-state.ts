import { prepareLocalState } from "./local/prepare.ts";

await prepareLocalState();
