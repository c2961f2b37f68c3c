/**
 * Text for a count badge (notifications bell): nothing for zero, the number up to 9, then `9+`
 * (spec section 9: "badge 9+").
 */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}
