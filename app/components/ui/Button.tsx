/**
 * The one button of the logged-in screens. Variants: primary, secondary, danger, ghost; `busy` shows a
 * spinner, disables the button and sets aria-busy. `asLink` renders an <a> with the same look.
 * Until the screen's script has run the button is disabled: before that a click does nothing, and a
 * submit would post the form to a route that has no action (an error page, the typed data lost), so
 * on a slow phone the button shows it is not ready instead (app/lib/use-hydrated.ts).
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Spinner } from "./Spinner.tsx";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "sm" | "md";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-400",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60",
  ghost: "text-brand-700 hover:bg-brand-50 disabled:text-slate-400",
};
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return [
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    "disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
    extra,
  ].join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  children: ReactNode;
}

export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  disabled,
  className = "",
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || busy || !hydrated}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** an <a> that looks like a button (downloads, plain links) */
export function ButtonLink({ variant = "secondary", size = "md", className = "", ...rest }: ButtonLinkProps) {
  return <a className={buttonClass(variant, size, className)} {...rest} />;
}
