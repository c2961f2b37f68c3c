/**
 * Where the floating tournament dashboard sits (spec section 2): dragged within the viewport's width
 * minus 400 and height minus 200 (the spec's bounds for the panel's top-left corner), then snapped to
 * the nearest of the four corners on release. Pure, so the geometry is tested by tables.
 */

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The browser window's inner size. */
export type Viewport = Size;

/** The spec's drag bounds: how far right and down the panel's top-left corner may go (never below 0). */
export function dragBounds(viewport: Viewport): Point {
  return { x: Math.max(0, viewport.width - 400), y: Math.max(0, viewport.height - 200) };
}

/** A dragged position kept within the bounds. */
export function clampPosition(position: Point, viewport: Viewport): Point {
  const bounds = dragBounds(viewport);
  return {
    x: Math.min(Math.max(position.x, 0), bounds.x),
    y: Math.min(Math.max(position.y, 0), bounds.y),
  };
}

/**
 * The corner nearest a released panel: the one on the side of the viewport's middle where the
 * panel's own middle is (its position clamped first), so a tall panel let go near the bottom goes
 * down. A tie goes to the top and the left.
 */
export function nearestCorner(position: Point, size: Size, viewport: Viewport): Corner {
  const { x, y } = clampPosition(position, viewport);
  const vertical = y + size.height / 2 > viewport.height / 2 ? 'bottom' : 'top';
  const horizontal = x + size.width / 2 > viewport.width / 2 ? 'right' : 'left';
  return `${vertical}-${horizontal}`;
}

const ARROWS: Record<string, (corner: Corner) => Corner> = {
  ArrowLeft: (corner) => (corner.startsWith('top') ? 'top-left' : 'bottom-left'),
  ArrowRight: (corner) => (corner.startsWith('top') ? 'top-right' : 'bottom-right'),
  ArrowUp: (corner) => (corner.endsWith('left') ? 'top-left' : 'top-right'),
  ArrowDown: (corner) => (corner.endsWith('left') ? 'bottom-left' : 'bottom-right'),
};

/**
 * The keyboard's move: an arrow key takes the panel to the next corner that way (it would snap back
 * to its corner after any shorter step). Null for other keys.
 */
export function cornerAfterKey(corner: Corner, key: string): Corner | null {
  return ARROWS[key]?.(corner) ?? null;
}
