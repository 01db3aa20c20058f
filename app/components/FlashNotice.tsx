/**
 * A guard's message on a public page (`?flash=<key>`, core/session/flash.ts): e.g. a logged-in
 * user who opens another role's login is sent home with "You are already logged in with another
 * account …". The app's screens show it as a toast; a public page is a document without the app, so
 * the server renders it here, under the header, where a screen reader announces it (role="status").
 */
import { useCommonText } from "#app/i18n/locales/common.ts";
import { type FlashKey, flashMessages } from "#core/session/flash.ts";

export function FlashNotice({ flash }: { flash: FlashKey | null }) {
  const { t } = useCommonText();
  if (!flash) return null;
  return (
    <div role="status" data-flash={flash} className="border-b border-amber-300 bg-amber-50">
      <p className="mx-auto max-w-7xl px-4 py-3 font-medium text-amber-950">{t(flashMessages[flash])}</p>
    </div>
  );
}
