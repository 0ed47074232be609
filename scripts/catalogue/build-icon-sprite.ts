/** Writes the icon sprites (catalogue and interface) into public/icons: `npx jiti scripts/catalogue/build-icon-sprite.ts`. */
import { writeFileSync } from "node:fs";
import { iconSprite } from "../../app/components/catalogue/icon-sprite";
import { spriteOf } from "../../app/components/icons/sprite";
import { UI_ICONS } from "../../app/components/icons/ui-icon-set";

writeFileSync("public/icons/services.svg", iconSprite());
writeFileSync("public/icons/ui.svg", spriteOf(UI_ICONS));
console.log("wrote public/icons/services.svg and public/icons/ui.svg");
