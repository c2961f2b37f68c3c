import {
  apiErrorResponses,
  VOICE_USAGE_HISTORY_MONTHS,
  type VoiceUsageResponse,
  voiceUsageMonthSchema,
  voiceUsageReportSchema,
  voiceUsageResponseSchema,
} from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, viewerOf } from '../../plugins/auth-guards';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import { usageRepository } from './usage.repository';
import { utcMonth } from './utc-month';

const perUser = (name: string, max: number): LimitRule[] => [{ name, max, windowMs: 60_000, subject: bySubject.user }];
/**
 * The web client reports at most every 15 s and when the page goes away, so 30 reports a minute
 * cover several open tabs; reads come from opening the profile's Usage tab.
 */
const LIMITS = { report: perUser('usage-voice-report:user', 30), read: perUser('usage-voice-read:user', 60) };

const errors = apiErrorResponses(400, 401, 429);

/** Voice usage of the signed-in user for the profile's Usage tab; months are calendar months in UTC. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const usage = usageRepository(app.database.db);

  app.post(
    '/usage/voice',
    {
      preHandler: [requireUser, app.limit(LIMITS.report)],
      schema: {
        tags: ['voice'],
        summary: "Add a batch of voice usage counts to this month's",
        body: voiceUsageReportSchema,
        response: { 200: voiceUsageMonthSchema, ...errors },
      },
    },
    async (request) => usage.add(viewerOf(request).user.id, utcMonth(new Date()), request.body),
  );

  app.get(
    '/usage/voice',
    {
      preHandler: [requireUser, app.limit(LIMITS.read)],
      schema: {
        tags: ['voice'],
        summary: "This month's voice usage and the previous months'",
        response: { 200: voiceUsageResponseSchema, ...errors },
      },
    },
    async (request): Promise<VoiceUsageResponse> => {
      const month = utcMonth(new Date());
      const rows = await usage.monthsUpTo(viewerOf(request).user.id, month, VOICE_USAGE_HISTORY_MONTHS + 1);
      const current = rows[0]?.month === month ? rows[0] : undefined;
      return {
        current: current ?? { month, commandsAccepted: 0, commandsRejected: 0, announcementsPlayed: 0 },
        previous: rows.filter((row) => row !== current).slice(0, VOICE_USAGE_HISTORY_MONTHS),
      };
    },
  );
};
