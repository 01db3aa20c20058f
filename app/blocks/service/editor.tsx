/** Admin editor of the service block: up to six services or up to three service groups. */
import { type EditorProps, ModeChoice, PickedIds, useModeChoice } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { MAX_SERVICE_GROUPS, MAX_SERVICES } from "#core/blocks/service.ts";

export function ServiceEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  const p = `blocks.${index}`;
  const { mode, language, choose } = useModeChoice(form, p, (next) =>
    next === "services" ? { service_group_ids: [] } : { service_ids: [] },
  );
  // the two choices differ in which ids they keep, from which list, and how many at most
  const chosen =
    mode === "services"
      ? { field: "service_ids", label: t("blocks.services"), path: "services", max: MAX_SERVICES }
      : {
          field: "service_group_ids",
          label: t("blocks.serviceGroups"),
          path: "service-groups",
          max: MAX_SERVICE_GROUPS,
        };
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
      <PickedIds form={form} prefix={p} language={language} errors={errors} labelledError {...chosen} />
    </div>
  );
}
