import { createHash } from 'node:crypto';
import { apiErrorSchema, defaultTtsVoice, ttsAudioSchema, ttsRequestSchema } from '@marcador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlan, viewerOf } from '../../plugins/auth-guards';
import { errorBody } from '../../plugins/error-shape';
import { bySubject, type LimitRule } from '../../plugins/rate-limits';
import {
  resolveSpeechProvider,
  type SpeechAudio,
  type SpeechProvider,
  SpeechProviderError,
  type SpeechRequest,
} from './speech-providers';
import { type CachedSpeech, ttsCacheRepository } from './tts-cache.repository';

/**
 * Phrases kept in tts_cache. The umpire says a few hundred distinct phrases per language (scores,
 * games and sets with team names), so this holds every deployment's common ones; at most a few
 * tens of MB of mp3 (espeak-ng's WAV is larger, and local, so a miss costs little there).
 */
export const TTS_CACHE_MAX_ROWS = 1000;

/**
 * Per user: a match announces after each point (one every few seconds at most) and the device
 * keeps phrases in memory, so 60 a minute leaves room for the test buttons and a second device
 * while bounding what a script can cost on a paid provider.
 */
const LIMITS: LimitRule[] = [{ name: 'tts:user', max: 60, windowMs: 60_000, subject: bySubject.user }];

/** The cache key: the provider (and model) take part, so switching either re-synthesises. */
export function speechCacheKey(providerId: string, { text, voice, language }: SpeechRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([providerId, voice, language, text]))
    .digest('hex');
}

/** POST /api/tts: an umpire phrase as audio, for Premium users and admins. */
export const ttsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = resolveSpeechProvider(app.config);
  const cache = ttsCacheRepository(app.database.db);
  /** Requests for a phrase already being synthesised wait for that call instead of paying twice. */
  const inFlight = new Map<string, Promise<SpeechAudio>>();

  function synthesizeOnce(provider: SpeechProvider, key: string, request: SpeechRequest): Promise<SpeechAudio> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = provider
        .synthesize(request)
        .then(async (speech) => {
          await cache.put({ key, ...request, ...speech }, TTS_CACHE_MAX_ROWS);
          return speech;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  app.post(
    '/tts',
    {
      preHandler: [requirePlan('premium'), app.limit(LIMITS)],
      schema: {
        tags: ['voice'],
        summary:
          'Speak an umpire phrase: audio/mpeg (OpenAI-compatible provider) or audio/wav (espeak-ng), cached per phrase',
        body: ttsRequestSchema,
        response: {
          200: ttsAudioSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
          501: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!provider) {
        return reply
          .code(501)
          .send(errorBody('tts_unavailable', 'This server has no text-to-speech provider; use the browser speech.'));
      }
      const { text, language } = request.body;
      const speechRequest: SpeechRequest = { text, language, voice: request.body.voice ?? defaultTtsVoice(language) };
      const key = speechCacheKey(provider.id, speechRequest);
      let speech: CachedSpeech | undefined = await cache.use(key);
      const fromCache = speech !== undefined;
      if (!speech) {
        try {
          speech = await synthesizeOnce(provider, key, speechRequest);
        } catch (error) {
          if (!(error instanceof SpeechProviderError)) throw error;
          request.log.warn({ err: error, provider: provider.id, user: viewerOf(request).user.id }, 'tts failed');
          return reply.code(502).send(errorBody('tts_provider_failed', 'The text-to-speech provider failed.'));
        }
      }
      return reply
        .code(200)
        .header('content-type', speech.contentType)
        .header('x-tts-cache', fromCache ? 'hit' : 'miss')
        .send(speech.audio);
    },
  );
};
