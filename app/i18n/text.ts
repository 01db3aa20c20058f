/**
 * The interface texts: one dictionary per area (./locales: common, public, auth, portal, admin), each
 * `{ nl, en }`, Dutch the default and the fallback. A component reads an area's texts through that
 * area's hook (`useCommonText()`, `useAdminText()` …, defined beside each dictionary with `useTexts`),
 * so a page's JavaScript carries only the dictionaries its components use: the public pages do not
 * download the admin's, the portal's or the login screens' texts (README, "Speed"). The texts are data:
 * each area's are two JSON catalogs beside its module, one per language (`./locales/<area>.en.texts.json`,
 * `<area>.nl.texts.json`); the module adds only what comes from code (labels shared with the server) and
 * checks that both languages have the same keys (`Catalog`). One file per language, not one `{ en, nl }`
 * file: the build turns a JSON value of more than 10 kB (a whole language of the public texts) into a
 * `JSON.parse` string, which made the public pages' script larger; a language's file is split into its
 * top-level keys, each written as plain JavaScript as before.
 *
 * What the translator does is what the dictionaries need and no more: dotted keys, `{{name}}`
 * placeholders, plurals by `count` (`key_one` / `key_other`, chosen by the language's plural rules)
 * and lists (`returnObjects`). A missing text falls back to Dutch, then to the key itself.
 */
import { createContext, createElement, type ReactNode, useContext } from "react";
import type { Language } from "#core/lang.ts";

type Leaf = string | readonly string[];
export interface TextTree {
  readonly [key: string]: Leaf | TextTree;
}
/** an area's texts in both languages; the English tree gives the keys (the Dutch one has the same) */
export interface Dictionary {
  readonly en: TextTree;
  readonly nl: TextTree;
}

/** the keys of a tree, with a text where it has a text and a list where it has a list */
type Shape<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Shape<T[K]>;
};
/**
 * What an area's catalogs are checked against where they are imported,
 * `{ en, nl } satisfies Catalog<typeof en, typeof nl>`: each language has the other's keys, so a text
 * missing in Dutch (or in English) is a type error, not a key shown on the page.
 */
export type Catalog<En, Nl> = { readonly en: Shape<Nl>; readonly nl: Shape<En> };

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** every key of a dictionary that names a text: `errors.network`, `products.inStock` (for `inStock_one` …) */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<K>
    : T[K] extends readonly string[]
      ? never
      : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** every key that names a list of texts (read with `{ returnObjects: true }`) */
export type ListKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly string[]
      ? K
      : `${K}.${ListKey<T[K]>}`;
}[keyof T & string];

type Values = Record<string, string | number | boolean | undefined>;

export interface Translate<T> {
  (key: TextKey<T>, values?: Values): string;
  (key: ListKey<T>, options: { returnObjects: true } & Values): readonly string[];
}

/** the language of the texts below it: the page's, or the item's inside an admin preview */
const LanguageContext = createContext<Language>("nl");

export function TextLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  return createElement(LanguageContext.Provider, { value: lang }, children);
}

function lookup(tree: TextTree, key: string): Leaf | TextTree | undefined {
  let node: Leaf | TextTree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string" || Array.isArray(node)) return undefined;
    node = (node as TextTree)[part];
  }
  return node;
}

const plurals = { nl: new Intl.PluralRules("nl"), en: new Intl.PluralRules("en") };

function interpolate(text: string, values: Values | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** the translator of one dictionary in one language; also for code outside React (tests, loaders) */
export function translator<D extends Dictionary>(dictionary: D, lang: Language): Translate<D["en"]> {
  const trees: TextTree[] = lang === "nl" ? [dictionary.nl] : [dictionary[lang], dictionary.nl];
  const find = (key: string) => {
    for (const tree of trees) {
      const found = lookup(tree, key);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const t = (key: string, values?: Values) => {
    if (values?.returnObjects === true) {
      const list = find(key);
      return Array.isArray(list) ? list.map((text: string) => interpolate(text, values)) : [];
    }
    if (typeof values?.count === "number") {
      const plural = find(`${key}_${plurals[lang].select(values.count)}`) ?? find(`${key}_other`);
      if (typeof plural === "string") return interpolate(plural, values);
    }
    const text = find(key);
    return typeof text === "string" ? interpolate(text, values) : key;
  };
  return t as Translate<D["en"]>;
}

/** translators made so far, per dictionary and language, so `t` keeps its identity between renders */
const made = new WeakMap<Dictionary, Partial<Record<Language, unknown>>>();

/** an area's texts, `{ t, lang }`, in the language of the page (TextLanguage) */
export function useTexts<D extends Dictionary>(dictionary: D): { t: Translate<D["en"]>; lang: Language } {
  const lang = useContext(LanguageContext);
  let byLanguage = made.get(dictionary);
  if (!byLanguage) {
    byLanguage = {};
    made.set(dictionary, byLanguage);
  }
  byLanguage[lang] ??= translator(dictionary, lang);
  return { t: byLanguage[lang] as Translate<D["en"]>, lang };
}
