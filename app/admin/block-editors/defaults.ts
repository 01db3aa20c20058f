/** A new block of each type, with every option at its default (server/pages/blocks.ts). */
import { type Block, type BlockInput, type BlockType, blockImages } from "#server/pages/blocks.ts";

export const newBlockId = () => `b-${Math.random().toString(36).slice(2, 10)}`;

const options = () => ({
  id: newBlockId(),
  title: "",
  subtitle: "",
  show_subtitle: false,
  background: "white" as const,
  space_top: false,
  space_bottom: false,
  show_contact_buttons: false,
  contact_buttons_title: "",
  contact_buttons_text: "",
  show_appointment_button: false,
  show_question_button: false,
  bevelled_edge: false,
});

const emptyCard = () => ({ title: "", text: "", image: "", link: "" });

export function newBlock(type: BlockType): BlockInput {
  const o = options();
  switch (type) {
    case "card":
      return { ...o, type, cards: [emptyCard(), emptyCard(), emptyCard()] };
    case "comparison":
      return { ...o, type, before_image: "", after_image: "", before_label: "", after_label: "" };
    case "faq":
      return { ...o, type, items: [{ question: "", answer: "" }] };
    case "gallery":
      return { ...o, type, folder: "" };
    case "intro":
      return { ...o, type, text: "" };
    case "text":
      return { ...o, type, html: "", image: "", image_position: "right" };
    case "contact":
      return { ...o, type, text: "" };
    case "news":
      return { ...o, type, mode: "random", count: 3, news_ids: [], category_id: null, news_group_id: null };
    case "service":
      return { ...o, type, mode: "services", service_ids: [], service_group_ids: [] };
    case "tip":
      return { ...o, type, tip_ids: [], count: 4 };
    case "slider_text":
      return { ...o, type, slides: [{ title: "", text: "" }] };
    case "text_columns":
      return {
        ...o,
        type,
        columns: [
          { icon: "star", title: "", text: "" },
          { icon: "star", title: "", text: "" },
          { icon: "star", title: "", text: "" },
        ],
      };
  }
}

export { emptyCard };

/** a copy with a new id; its images are left out (requirements §5: no image name twice within one page) */
export function duplicateBlock(block: BlockInput): BlockInput {
  const copy = structuredClone(block) as BlockInput & Record<string, unknown>;
  copy.id = newBlockId();
  if (copy.type === "card") copy.cards = (copy.cards ?? []).map((c) => ({ ...c, image: "" }));
  if (copy.type === "comparison") Object.assign(copy, { before_image: "", after_image: "" });
  if (copy.type === "text") copy.image = "";
  return copy;
}

/** the image names used more than once within the page (shown before the save refuses them) */
export function duplicateImageNames(blocks: readonly BlockInput[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const block of blocks) {
    for (const image of blockImages(block as Block)) {
      const name = image.split("/").pop()?.toLowerCase() ?? image;
      if (seen.has(name)) twice.add(name);
      seen.add(name);
    }
  }
  return twice;
}
