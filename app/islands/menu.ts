/** Enhances the header's menus: scroll state, keyboard (Escape, Tab inside the phone menu). To be written. */
export function enhanceMenus(_root: Document): void {}
