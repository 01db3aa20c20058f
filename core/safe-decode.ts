/** A percent-encoded cookie value decoded, or the value as it was when it is not valid encoding. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
