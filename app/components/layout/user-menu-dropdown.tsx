import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import type { Language } from "../../../shared/tenancy/tenant";
import { accountLinks } from "../../domain/auth/account-links";
import { useT } from "../../i18n/use-t";
import { UiIcon } from "../icons/ui-icon";
import { SIGN_OUT_ACTION } from "./user-menu-links";

const ITEM =
  "block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface data-[highlighted]:text-brand";

/** The signed-in user's menu as a radix dropdown (keyboard, focus and screen readers handled). */
export default function UserMenuDropdown({ name, lng }: { name: string; lng: Language }) {
  const { t } = useT();
  const signOut = useRef<HTMLFormElement>(null);
  return (
    <div data-testid="user-nav">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-ink hover:bg-surface">
          <UiIcon name="user" className="size-4" />
          <span data-testid="user-name">{name}</span>
          <span className="sr-only">{t("header.accountMenu")}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-40 w-56 rounded-md border border-black/10 bg-white p-1 shadow-lg"
          >
            {accountLinks(lng).map((link) => (
              <DropdownMenu.Item key={link.key} asChild className={ITEM}>
                <a href={link.href}>{t(`accountLinks.${link.key}`)}</a>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-black/10" />
            <DropdownMenu.Item className={ITEM} onSelect={() => signOut.current?.requestSubmit()}>
              {t("header.signOut")}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/*
        A real form outside the menu (which closes on select), so signing out is a top-level POST the
        provider's logout can follow. Its own submit button stays hidden with it: the menu item sends it.
      */}
      <form ref={signOut} method="post" action={SIGN_OUT_ACTION} hidden>
        <button type="submit" tabIndex={-1}>
          {t("header.signOut")}
        </button>
      </form>
    </div>
  );
}
