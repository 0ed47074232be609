/** Writes public/icons/services.svg from the catalogue's icon map: `npx jiti scripts/catalogue/build-icon-sprite.ts`. */
import { writeFileSync } from "node:fs";
import { iconSprite } from "../../app/components/catalogue/icon-sprite";

writeFileSync("public/icons/services.svg", iconSprite());
console.log("wrote public/icons/services.svg");
