/**
 * Runs `task` once the next frame has been painted: requestAnimationFrame, then a task after that
 * frame. Whatever follows a tap or a voice command (its persistence, the sync, the panel's status,
 * the spoken call) goes through here, so it never delays the new score on screen (decision 027).
 * A hidden page paints no frames, so there the task only waits for the next task.
 */
export function afterPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
}
