/** Admin editor of the service block: up to six services or up to three service groups. */
import { useWatch } from "react-hook-form";
import { type EditorProps, Err, IdPicker, ModeChoice } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { MAX_SERVICE_GROUPS, MAX_SERVICES } from "#core/blocks/service.ts";

export function ServiceEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  const p = `blocks.${index}`;
  const mode = useWatch({ control: form.control, name: `${p}.mode` }) as string;
  const language = useWatch({ control: form.control, name: "language" }) as string;
  const choose = (next: string) => {
    form.setValue(`${p}.mode`, next, { shouldDirty: true });
    form.setValue(next === "services" ? `${p}.service_group_ids` : `${p}.service_ids`, [], {
      shouldDirty: true,
    });
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
      {mode === "services" ? (
        <>
          <IdPicker
            form={form}
            name={`${p}.service_ids`}
            label={t("blocks.services")}
            path="services"
            max={MAX_SERVICES}
            language={language}
          />
          <Err errors={errors} name="service_ids" label={t("blocks.services")} />
        </>
      ) : (
        <>
          <IdPicker
            form={form}
            name={`${p}.service_group_ids`}
            label={t("blocks.serviceGroups")}
            path="service-groups"
            max={MAX_SERVICE_GROUPS}
            language={language}
          />
          <Err errors={errors} name="service_group_ids" label={t("blocks.serviceGroups")} />
        </>
      )}
    </div>
  );
}
