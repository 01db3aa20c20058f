/** Enhances the sliders (Embla's plain-JS core). To be written. */
export function enhanceSliders(_root: Document): void {}
