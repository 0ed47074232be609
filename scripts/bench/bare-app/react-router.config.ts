import type { Config } from "@react-router/dev/config";
import product from "../../../react-router.config.ts";

// The bench's baseline: the framework's floor, with the product's own future flags.
export default {
  ssr: true,
  future: product.future,
} satisfies Config;
