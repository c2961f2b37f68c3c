/**
 * Looking a key up in the locale files, the part of i18next the app used (decision 026): nested
 * keys (`errors.render.title`), a namespace prefix (`voice:panel.premium`), plurals by
 * `Intl.PluralRules` (`key_one`, `key_other`) and `{{name}}` placeholders. No escaping: React
 * escapes what it renders.
 */

/** One locale file: objects nested to strings. */
export type LocaleTree = { readonly [key: string]: unknown };

/** Placeholder values; a numeric `count` also picks the plural form (a string one, like `9+`, only fills in). */
export type TOptions = { readonly count?: number | string; readonly [name: string]: unknown };

export type TFunction = (key: string, options?: TOptions) => string;

const PLACEHOLDER = /{{(.+?)}}/g;

const pluralRules = new Map<string, Intl.PluralRules>();

/** `one`, `other`, ... for `count` in `language`, with one `Intl.PluralRules` per language. */
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The string at a dotted path; an empty string counts as missing, as it did with i18next. */
function stringAt(tree: LocaleTree | undefined, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as LocaleTree)[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/**
 * Fills `{{name}}` from `values`. A name given as null or undefined becomes empty; a name not given
 * at all stays as written, so a forgotten value shows in the page instead of vanishing.
 */
export function interpolate(text: string, values: TOptions | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The text for `key` in the first of `namespaces` that has it (a `ns:` prefix names the only one to
 * read), or undefined. With a numeric `count` the plural form (`key_one`), then `key_other`, come before the plain key.
 */
export function findTranslation(
  treeOf: (namespace: string) => LocaleTree | undefined,
  language: string,
  namespaces: readonly string[],
  key: string,
  options?: TOptions,
): string | undefined {
  const colon = key.indexOf(':');
  const path = colon < 0 ? key : key.slice(colon + 1);
  const searched = colon < 0 ? namespaces : [key.slice(0, colon)];
  const count = options?.count;
  // `_other` stands in for a category the files do not spell (Spanish `many`: exact millions).
  const paths =
    typeof count === 'number' ? [`${path}_${pluralCategory(language, count)}`, `${path}_other`, path] : [path];
  for (const namespace of searched) {
    const tree = treeOf(namespace);
    for (const candidate of paths) {
      const text = stringAt(tree, candidate);
      if (text !== undefined) return interpolate(text, options);
    }
  }
  return undefined;
}

/** The key without its namespace prefix: what a missing translation shows (spec section 8). */
export function missingText(key: string): string {
  return key.slice(key.indexOf(':') + 1);
}
