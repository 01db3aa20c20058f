/** Class names shared by the admin screens (Tailwind scans this file). */
const base =
  "inline-flex items-center justify-center gap-1 rounded px-3 py-1.5 text-sm font-medium focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";
export const btn = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-900`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
  small:
    "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs text-slate-800 hover:bg-slate-50 focus:outline-2 focus:outline-brand-600 disabled:opacity-50",
  link: "text-brand-700 underline-offset-2 hover:underline focus:outline-2 focus:outline-brand-600",
};
export const input =
  "block w-full rounded border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700";
export const labelClass = "mb-1 block text-sm font-medium text-slate-800";
export const errorClass = "mt-1 text-sm text-red-700";
export const helpClass = "mt-1 text-xs text-slate-600";
export const card = "rounded-lg bg-white p-4 shadow-sm";
