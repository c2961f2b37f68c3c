/**
 * `value` when it is a path on this site (`/profile?tab=plan`), else `fallback`. Return addresses
 * come from the query string (`?redirect=`, `?redirect_to=`), so anything else, such as
 * `//evil.example` or `https://...`, would make the sign-in page an open redirect.
 */
export function localPathOr(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (a tab or newline inside "//") are dropped by URL parsers; refuse them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for.
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
