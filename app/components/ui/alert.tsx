import { useT } from "../../i18n/use-t";
import { UiIcon } from "../icons/ui-icon";
import type { UiIconName } from "../icons/ui-icon-set";

export type AlertVariant = "info" | "error" | "errorImage" | "success" | "warning";

const STYLES: Record<AlertVariant, { icon: UiIconName; className: string }> = {
  info: { icon: "info", className: "border-sky-300 bg-sky-50 text-sky-950" },
  error: { icon: "circle-alert", className: "border-red-300 bg-red-50 text-red-950" },
  errorImage: { icon: "image-off", className: "border-red-300 bg-red-50 text-red-950" },
  success: { icon: "circle-check", className: "border-emerald-300 bg-emerald-50 text-emerald-950" },
  warning: { icon: "triangle-alert", className: "border-amber-300 bg-amber-50 text-amber-950" },
};

/** An inline message. Errors and warnings are announced at once (role=alert), the rest politely. */
export function Alert({
  variant,
  title,
  children,
  className = "",
}: {
  variant: AlertVariant;
  title?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const { t } = useT();
  const { icon, className: tone } = STYLES[variant];
  const urgent = variant === "error" || variant === "errorImage" || variant === "warning";
  return (
    <div
      role={urgent ? "alert" : "status"}
      data-variant={variant}
      className={`flex gap-3 rounded-md border p-3 ${tone} ${className}`}
    >
      <UiIcon name={icon} className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="sr-only">{t(`alert.${variant}`)}</p>
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className="text-sm">{children}</div>
      </div>
    </div>
  );
}
