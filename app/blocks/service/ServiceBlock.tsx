/** Service block: up to 6 services or up to 3 service groups, with their icons. */
import type { z } from "zod";
import { ServiceGrid, ServiceGroups } from "#app/components/ServiceList.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { serviceBlock } from "#core/blocks/service.ts";
import { BlockShell, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

export function ServiceBlock({ block, lang, data }: BlockProps<z.infer<typeof serviceBlock>>) {
  const { t } = usePublicText();
  const dark = isDark(block);
  const groups = data.serviceGroups[block.id] ?? [];
  const services = data.services[block.id] ?? [];
  return (
    <BlockShell block={block} lang={lang}>
      {block.mode === "service_groups" ? (
        groups.length ? (
          <ServiceGroups groups={groups} dark={dark} />
        ) : (
          <p>{t("blocks.noItems")}</p>
        )
      ) : services.length ? (
        <ServiceGrid services={services} dark={dark} />
      ) : (
        <p>{t("blocks.noItems")}</p>
      )}
    </BlockShell>
  );
}
