/** Admin editor of the options every block has (requirements §3 "Block options"). */
import { useWatch } from "react-hook-form";
import { Check, type Form, Text } from "#app/admin/block-editors/fields.tsx";
import { useLang } from "#app/admin/language.ts";
import { input, labelClass } from "#app/admin/ui.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { backgrounds, CONTACT_BUTTONS_TEXT_MAX, SUBTITLE_MAX, TITLE_MAX } from "#core/blocks/shell.ts";

/** the options every block has (requirements §3 "Block options") */
export function BlockOptions({ form, index }: { form: Form; index: number }) {
  const { t } = useAdminText();
  const p = `blocks.${index}`;
  const showContact = useWatch({ control: form.control, name: `${p}.show_contact_buttons` }) as boolean;
  const lang = useLang();
  return (
    <fieldset className="rounded border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold">{t("blocks.options")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Text form={form} name={`${p}.title`} label={t("blocks.blockTitle")} max={TITLE_MAX} />
        <Text form={form} name={`${p}.subtitle`} label={t("blocks.subtitle")} max={SUBTITLE_MAX} />
        <div>
          <label className={labelClass} htmlFor={`${p}-bg`}>
            {t("blocks.background")}
          </label>
          <select id={`${p}-bg`} className={input} {...form.register(`${p}.background`)} lang={lang}>
            {backgrounds.map((b) => (
              <option key={b} value={b}>
                {t(`blocks.${b}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 pt-5">
          <Check form={form} name={`${p}.show_subtitle`} label={t("blocks.showSubtitle")} />
          <Check form={form} name={`${p}.space_top`} label={t("blocks.spaceTop")} />
          <Check form={form} name={`${p}.space_bottom`} label={t("blocks.spaceBottom")} />
          <Check form={form} name={`${p}.bevelled_edge`} label={t("blocks.bevelledEdge")} />
          <Check
            form={form}
            name={`${p}.show_appointment_button`}
            label={t("blocks.showAppointmentButton")}
          />
          <Check form={form} name={`${p}.show_question_button`} label={t("blocks.showQuestionButton")} />
          <Check form={form} name={`${p}.show_contact_buttons`} label={t("blocks.showContactButtons")} />
        </div>
        {showContact ? (
          <>
            <Text
              form={form}
              name={`${p}.contact_buttons_title`}
              label={t("blocks.contactButtonsTitle")}
              max={TITLE_MAX}
            />
            <Text
              form={form}
              name={`${p}.contact_buttons_text`}
              label={t("blocks.contactButtonsText")}
              area
              max={CONTACT_BUTTONS_TEXT_MAX}
            />
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
