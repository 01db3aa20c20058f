/** Enhances the cookie banner and the statistics after consent. To be written. */
export function enhanceConsent(_root: Document): void {}
