/** A small element builder: the spectator page renders without a framework (its JS budget is 60 KB). */
export function h(
  tag: string,
  attributes: Record<string, string | undefined> = {},
  ...children: (Node | string | null | false)[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== false) element.append(child);
  return element;
}
