/**
 * Header content (requirements §2): title, subtitle, intro, action button, image and slider come from the
 * current page, news item, tip or product, honouring its show_* flags.
 */
export interface HeaderSource {
  title: string;
  subtitle: string;
  show_subtitle: boolean;
  intro: string;
  show_intro: boolean;
  show_action_btn: boolean;
  action_btn_title: string;
  header_image: string;
  show_slider: boolean;
  slider_images: string[];
}

export interface HeaderContent {
  /** news category label in the page language (server/news/service.ts categoryLabel) */
  category?: string | null;
  title: string;
  subtitle: string;
  intro: string;
  /** the action button's title; null = no button */
  actionButton: string | null;
  image: string;
  slider: string[];
  /** a date line under the title (news, tips) */
  date?: string | null;
}

export function headerFrom(source: HeaderSource, extra: Partial<HeaderContent> = {}): HeaderContent {
  return {
    title: source.title,
    subtitle: source.show_subtitle ? source.subtitle : "",
    intro: source.show_intro ? source.intro : "",
    actionButton: source.show_action_btn ? source.action_btn_title.trim() || null : null,
    image: source.header_image,
    slider: source.show_slider ? source.slider_images.filter(Boolean) : [],
    ...extra,
  };
}

/** the fixed header of screens without content of their own (overviews, not found, TeamViewer) */
export function fixedHeader(title: string, subtitle = "", intro = ""): HeaderContent {
  return { title, subtitle, intro, actionButton: null, image: "", slider: [] };
}
