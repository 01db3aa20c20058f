/**
 * The size limit of an uploaded image, for the server's check (./service.ts) and the admin's FilePond
 * field (app/admin/fields/ImageUpload.tsx) alike, so both refuse the same file and say the same number.
 * In binary units: 10 MiB = 10 × 1024 × 1024 bytes, said "10 MiB" — a limit given as "10MB" was read
 * by FilePond as 10 000 000 bytes and refused a 9.6 MiB photo the server would have taken. Pure: no
 * server code, so the browser bundle can import it.
 */
export const MAX_IMAGE_MIB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MIB * 1024 * 1024;
/** the limit as every message says it */
export const MAX_IMAGE_LABEL = `${MAX_IMAGE_MIB} MiB`;
