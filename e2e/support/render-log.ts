/**
 * Which React components render in a commit, read in the production build through the hook React
 * offers developer tools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, called on every commit). Minified builds
 * keep no component names, so each component that rendered is named by where it sits on the page:
 * the nearest `data-testid` or `data-command` (or `aside`) around its first element, or, for a component that draws
 * nothing (a closed dialog's root), its `displayName` (Radix sets them) or "no element".
 *
 * Installed before the page's scripts (`page.addInitScript(RENDER_LOG)`); `window.__renders` then
 * holds, per commit, the places that rendered, and `window.__renders = []` clears it.
 */
export const RENDER_LOG = `(() => {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  let seen = new WeakSet();
  window.__renders = [];
  const hostOf = (fiber) => {
    let node = fiber;
    while (node) {
      if (node.tag === 5 && node.stateNode instanceof Element) return node.stateNode;
      node = node.child;
    }
    return null;
  };
  const place = (fiber) => {
    const host = hostOf(fiber);
    if (host) {
      const marked = host.closest('[data-testid], [data-command], aside');
      if (marked) return marked.getAttribute('data-testid') ?? marked.getAttribute('data-command') ?? 'aside';
      return 'page';
    }
    const type = fiber.elementType ?? fiber.type;
    return type?.displayName ?? type?.type?.displayName ?? type?.render?.displayName ?? 'no element';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      // A subtree React did not touch keeps its fiber objects: seen in the last commit, skipped.
      const next = new WeakSet();
      const rendered = [];
      const visit = (fiber) => {
        for (let node = fiber; node; node = node.sibling) {
          const untouched = seen.has(node);
          next.add(node);
          if (untouched) { markSubtree(node.child, next); continue; }
          if (COMPONENT_TAGS.has(node.tag) && node.flags & PERFORMED_WORK) rendered.push(place(node));
          visit(node.child);
        }
      };
      const markSubtree = (fiber) => {
        for (let node = fiber; node; node = node.sibling) { next.add(node); markSubtree(node.child); }
      };
      visit(root.current.child);
      seen = next;
      window.__renders.push(rendered);
    },
  };
})()`;

/** The places that rendered, each with how many components rendered there, over the commits logged. */
export function tally(commits: readonly (readonly string[])[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const commit of commits) for (const where of commit) counts[where] = (counts[where] ?? 0) + 1;
  return counts;
}
