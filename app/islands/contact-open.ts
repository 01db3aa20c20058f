/** Enhances links marked data-contact-open open the contact dialog (React, loaded on first use). To be written. */
export function enhanceContactLinks(_root: Document): void {}
