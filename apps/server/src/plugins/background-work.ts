import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Work a request starts but does not wait for. */
export interface BackgroundWork {
  /**
   * Starts `task` on a later turn of the event loop, after the handler has returned, so neither the
   * answer nor its timing can depend on what the task finds. A failure is logged.
   */
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Decorates `app.background`. Tasks live in this process only: one that is running when the process
 * dies is lost, so only work whose loss the user can repair by asking again belongs here (a reset
 * e-mail). Closing the app waits for the tasks under way.
 */
export const backgroundWork = fp(async (app: FastifyInstance) => {
  const inFlight = new Set<Promise<void>>();
  const work: BackgroundWork = {
    run(label, task) {
      const running = new Promise((resolve) => setImmediate(resolve)).then(task).then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error, task: label }, 'background task failed'),
      );
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running));
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
  app.decorate('background', work);
  app.addHook('onClose', () => work.idle());
});
