/** Admin editor of the gallery block: the folder name and the upload of its images. */
import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, Err, Text } from "#app/admin/block-editors/fields.tsx";
import { ImageListUpload } from "#app/admin/fields/ImageUpload.tsx";
import { UploadProvider } from "#app/admin/upload-state.tsx";
import { call } from "#app/api/typed.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { GALLERY_FOLDER_MAX, galleryFolderPattern, newGalleryFields } from "#core/blocks/gallery.ts";

export function GalleryEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  const p = `blocks.${index}`;
  const folder = useWatch({ control: form.control, name: `${p}.folder` }) as string;
  const valid = galleryFolderPattern.test(folder ?? "");
  const images = useQuery({
    queryKey: ["gallery-images", folder],
    queryFn: () => call.get("/gallery-images/{folder}", { params: { folder } }),
    enabled: valid,
  });
  const urls = (images.data?.data ?? []).map((i) => i.url);
  return (
    <div className="space-y-3">
      <Text form={form} name={`${p}.folder`} label={t("blocks.folder")} max={GALLERY_FOLDER_MAX} />
      <Err errors={errors} name="folder" label={t("blocks.folder")} />
      {valid ? (
        <UploadProvider pageType="gallery" pageId={folder}>
          <ImageListUpload label={t("blocks.image")} value={urls} onChange={() => void images.refetch()} />
        </UploadProvider>
      ) : null}
    </div>
  );
}

/** the admin registry's entry for the gallery block */
export const galleryEditor: BlockEditorEntry<"gallery"> = {
  Editor: GalleryEditor,
  newFields: newGalleryFields,
};
