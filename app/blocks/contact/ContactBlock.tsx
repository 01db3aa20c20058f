/**
 * Contact block: the inline contact form; on the remote-help pages the remote-assistance form
 * (followed by the TeamViewer step) takes its place.
 */
import type { z } from "zod";
import { ContactForm, RemoteAssistanceForm } from "#app/components/forms/ContactForm.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { contactBlock } from "#core/blocks/contact.ts";
import { BlockShell, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

export const REMOTE_HELP_URLS = ["hulp-op-afstand", "remote-help"];
export const isRemoteHelpPage = (fullUrl: string) =>
  REMOTE_HELP_URLS.includes(fullUrl.split("/").pop() ?? "");

export function ContactBlock({ block, lang, pageUrl }: BlockProps<z.infer<typeof contactBlock>>) {
  const { t } = usePublicText();
  const remote = isRemoteHelpPage(pageUrl);
  const FormHeading = block.title ? "h3" : "h2";
  return (
    <BlockShell block={block} lang={lang}>
      <div className="grid gap-8 md:grid-cols-5">
        <div className="md:col-span-2">
          {block.text ? (
            <p className="text-lg whitespace-pre-line">{block.text}</p>
          ) : (
            <p className="text-lg">{remote ? t("contact.remote.intro") : t("contact.modalIntro")}</p>
          )}
        </div>
        <div
          className={`rounded-2xl p-5 shadow-sm ring-1 sm:p-7 md:col-span-3 ${isDark(block) ? "bg-white text-slate-900 ring-white" : "bg-white ring-slate-200"}`}
        >
          {/* one level under the block's own title (BlockShell's h2), or the first level after the page's h1 */}
          <FormHeading className="mb-4 text-xl font-bold text-brand-900">
            {remote ? t("contact.remote.title") : t("contact.formTitle")}
          </FormHeading>
          {remote ? (
            <RemoteAssistanceForm idPrefix={`b-${block.id}`} lang={lang} />
          ) : (
            <ContactForm idPrefix={`b-${block.id}`} />
          )}
        </div>
      </div>
    </BlockShell>
  );
}
