/** Admin editor of the service block: up to six services or up to three service groups. */
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type EditorProps, Err, IdPicker } from "#app/admin/block-editors/fields.tsx";
import { labelClass } from "#app/admin/ui.ts";
import { MAX_SERVICE_GROUPS, MAX_SERVICES } from "./schema.ts";

export function ServiceEditor({ form, index, errors }: EditorProps) {
  const { t } = useTranslation("admin");
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
      <fieldset>
        <legend className={labelClass}>{t("blocks.servicesMode")}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${p}.mode-choice`}
              checked={mode === "services"}
              onChange={() => choose("services")}
            />
            {t("blocks.chooseServices", { max: MAX_SERVICES })}
          </label>
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${p}.mode-choice`}
              checked={mode === "service_groups"}
              onChange={() => choose("service_groups")}
            />
            {t("blocks.chooseGroups", { max: MAX_SERVICE_GROUPS })}
          </label>
        </div>
      </fieldset>
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
