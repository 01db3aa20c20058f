/** The image-upload call of requirements §7 (editor images, FilePond): answers `{data: "/uploads/…"}`. */
import { call } from "#app/api/typed.ts";

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
  const answer = await call.upload("/image-upload/tiny-mce-upload", form, {
    onProgress: ({ fraction }) => onProgress?.(Math.round(fraction * 100)),
    signal,
  });
  return answer.data;
}
