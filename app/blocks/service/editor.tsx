/** Admin editor of the service block: up to six services or up to three service groups. */
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, ModeChoice, PickedIds, useModeChoice } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { MAX_SERVICE_GROUPS, MAX_SERVICES, newServiceFields } from "#core/blocks/service.ts";

export function ServiceEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  const p = `blocks.${index}`;
  const { mode, choose } = useModeChoice(form, p, (next) =>
    next === "services" ? { service_group_ids: [] } : { service_ids: [] },
  );
  return (
    <div className="space-y-3">
      <ModeChoice
        prefix={p}
        legend={t("blocks.servicesMode")}
        modes={[
          { value: "services", label: t("blocks.chooseServices", { max: MAX_SERVICES }) },
          { value: "service_groups", label: t("blocks.chooseGroups", { max: MAX_SERVICE_GROUPS }) },
        ]}
        value={mode}
        onChoose={choose}
      />
      <PickedIds
        form={form}
        prefix={p}
        errors={errors}
        labelledError
        list={mode === "services" ? "services" : "serviceGroups"}
      />
    </div>
  );
}

/** the admin registry's entry for the service block */
export const serviceEditor: BlockEditorEntry<"service"> = {
  Editor: ServiceEditor,
  newFields: newServiceFields,
};
