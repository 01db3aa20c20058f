/**
 * A v4 UUID for idempotency keys. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost) and from Safari 15.4 / Chrome 92 on; `crypto.getRandomValues` everywhere. Every key the
 * browser makes comes from here, so a page on plain http or an older browser still sends.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
