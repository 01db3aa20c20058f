/** The image-upload call of requirements §7 (editor images, FilePond): answers `{data: "/uploads/…"}`. */
import { api } from "#app/api-client.ts";

export async function uploadImage(
  file: File | Blob,
  pageType: string,
  pageId: string | number,
  /** 0..100 while the file is sent */
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append("file", file, (file as File).name ?? "image");
  form.append("page-type", pageType);
  form.append("page-id", String(pageId));
  const answer = await api.upload<string | { data?: string; url?: string }>(
    "image-upload/tiny-mce-upload",
    form,
    {
      onProgress: ({ fraction }) => onProgress?.(Math.round(fraction * 100)),
      signal,
    },
  );
  const d = answer.data;
  // requirements §10.5 says {data: "/uploads/…"}; requirements §7 says data.data — accept both
  return typeof d === "string" ? d : (d?.data ?? d?.url ?? "");
}
