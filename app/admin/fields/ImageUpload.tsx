/**
 * One image (overview, header, Facebook, product, block images) or a list (slider), uploaded with
 * FilePond through the API client (CSRF header, progress). The messages are FilePond's states in
 * the interface language (requirements §5/§8): invalid type, invalid files in a field, size not available,
 * errors during load, upload, revert and remove, upload cancelled.
 */
import { ApiError } from "#app/api-client.ts";
import "filepond/dist/filepond.min.css";
import "filepond-plugin-image-preview/dist/filepond-plugin-image-preview.min.css";
import type { FilePondOptions } from "filepond";
import FilePondPluginFileValidateSize from "filepond-plugin-file-validate-size";
import FilePondPluginFileValidateType from "filepond-plugin-file-validate-type";
import FilePondPluginImagePreview from "filepond-plugin-image-preview";
import { useId, useRef } from "react";
import { FilePond, registerPlugin } from "react-filepond";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { MAX_IMAGE_BYTES } from "#core/limits/uploads.ts";
import { failureText } from "../failure-text.ts";
import { btn } from "../ui.ts";
import { useUploads } from "../upload-state.tsx";
import { uploadImage } from "./upload-image.ts";

registerPlugin(FilePondPluginFileValidateType, FilePondPluginFileValidateSize, FilePondPluginImagePreview);

export const ACCEPTED_IMAGES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

/**
 * what both uploaders share: the field name the API reads, the accepted images and their size, upload
 * at once. The size is the server's limit in bytes, and FilePond counts and names sizes in binary
 * units as the server's message does (core/limits/uploads.ts): "10MB" here meant 10 000 000 bytes
 * and refused a 9.6 MiB photo the server takes.
 */
const uploadRules = {
  name: "file",
  credits: false,
  acceptedFileTypes: ACCEPTED_IMAGES,
  // FilePond reads a string of digits as bytes (its typings want a string)
  maxFileSize: String(MAX_IMAGE_BYTES),
  fileSizeBase: 1024,
  labelFileSizeKilobytes: "KiB",
  labelFileSizeMegabytes: "MiB",
  labelFileSizeGigabytes: "GiB",
  instantUpload: true,
  allowRevert: true,
} satisfies Partial<FilePondOptions>;

/** the error FilePond hands to its label: `{type, code, body}`, body = what `error()` was called with */
type FilePondError = { body?: unknown } | null | undefined;

/** FilePond's labels in the interface language */
export function useFilePondLabels(): Partial<FilePondOptions> {
  const { t } = useAdminText();
  return {
    labelIdle: t("upload.idle"),
    labelInvalidField: t("upload.invalidField"),
    labelFileTypeNotAllowed: t("upload.invalidType"),
    fileValidateTypeLabelExpectedTypes: t("upload.expectedTypes"),
    labelFileSizeNotAvailable: t("upload.sizeNotAvailable"),
    labelMaxFileSizeExceeded: t("upload.tooLarge"),
    labelMaxFileSize: t("upload.maxSize"),
    labelFileLoading: t("upload.loading"),
    labelFileLoadError: t("upload.loadError"),
    labelFileProcessing: t("upload.uploading"),
    labelFileProcessingComplete: t("upload.uploadComplete"),
    labelFileProcessingAborted: t("upload.cancelled"),
    // requirements §7/§8: a refused upload shows the server's title (the process function below passes it)
    labelFileProcessingError: (error: FilePondError) =>
      typeof error?.body === "string" && error.body ? error.body : t("upload.uploadError"),
    labelFileProcessingRevertError: t("upload.revertError"),
    labelFileRemoveError: t("upload.removeError"),
    labelTapToCancel: t("upload.tapToCancel"),
    labelTapToRetry: t("upload.tapToRetry"),
    labelTapToUndo: t("upload.tapToUndo"),
    labelButtonRemoveItem: t("upload.remove"),
  };
}

/** FilePond's `server` option: upload through the API client, revert = forget the new url */
export function useFilePondServer(onUploaded: (url: string) => void, onReverted: (url: string) => void) {
  const uploads = useUploads();
  const { t: tc } = useCommonText();
  const process: NonNullable<Exclude<FilePondOptions["server"], string | null | undefined>>["process"] = (
    _field,
    file,
    _meta,
    load,
    error,
    progress,
    abort,
  ) => {
    const controller = new AbortController();
    uploads.begin();
    uploads.setImageLoading(true);
    uploadImage(file, uploads.pageType, uploads.pageId, (p) => progress(true, p, 100), controller.signal)
      .then((url) => {
        onUploaded(url);
        load(url);
      })
      .catch((e: unknown) => {
        // the server's title is the message (requirements §7); FilePond shows it under the file
        if (e instanceof ApiError && e.status === 0 && controller.signal.aborted) return;
        error(failureText(e, tc, e instanceof ApiError ? (e.body.title ?? e.message) : String(e)));
      })
      .finally(() => {
        uploads.end();
        uploads.setImageLoading(false);
      });
    return {
      abort: () => {
        controller.abort();
        abort();
      },
    };
  };
  return {
    process,
    revert: (url: string, load: () => void) => {
      onReverted(url);
      load();
    },
  };
}

type Props = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

export function ImageUpload({ label, value, onChange, invalid, describedBy }: Props) {
  const { t } = useAdminText();
  const labels = useFilePondLabels();
  const server = useFilePondServer(onChange, () => onChange(""));
  const id = useId();
  return (
    <div className={invalid ? "rounded ring-2 ring-red-700" : undefined} aria-describedby={describedBy}>
      {value ? (
        <div className="mb-2 flex items-center gap-3">
          <img
            src={value}
            alt={`${t("upload.current")}: ${label}`}
            className="h-16 w-24 rounded border object-cover"
          />
          <button type="button" className={btn.small} onClick={() => onChange("")}>
            {t("upload.removeImage")}
          </button>
        </div>
      ) : null}
      <FilePond {...labels} id={id} {...uploadRules} allowMultiple={false} server={server} />
    </div>
  );
}

/** the slider images: a list of uploaded urls */
export function ImageListUpload({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const { t } = useAdminText();
  const labels = useFilePondLabels();
  const current = value ?? [];
  // several files may finish one after another before React re-renders: keep the newest list here
  const latest = useRef(current);
  latest.current = current;
  const set = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };
  const server = useFilePondServer(
    (url) => set([...latest.current, url]),
    (url) => set(latest.current.filter((u) => u !== url)),
  );
  const move = (from: number, to: number) => {
    const next = [...current];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <div>
      {current.length ? (
        <ul className="mb-2 flex flex-wrap gap-3">
          {current.map((url, i) => (
            <li key={url} className="flex flex-col items-center gap-1">
              <img src={url} alt={`${label} ${i + 1}`} className="h-16 w-24 rounded border object-cover" />
              <div className="flex gap-1">
                <button
                  type="button"
                  className={btn.small}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`${t("blocks.moveUp")} ${i + 1}`}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={btn.small}
                  disabled={i === current.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`${t("blocks.moveDown")} ${i + 1}`}
                >
                  →
                </button>
                <button
                  type="button"
                  className={btn.small}
                  onClick={() => onChange(current.filter((u) => u !== url))}
                >
                  {t("upload.remove")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <FilePond {...labels} {...uploadRules} allowMultiple maxFiles={10} server={server} />
    </div>
  );
}
