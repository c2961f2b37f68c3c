/**
 * Voice grammar throughput: transcripts parsed per second over a mixed corpus like a live stream
 * hears it (Spanish and English, commands with recogniser noise, small talk, noise, overlong
 * interim results). Lexicons are compiled when the module loads, outside the timed loop.
 */
import { parseVoiceCommand, type VoiceLang } from '../packages/domain/src/index.ts';
import type { Benchmark } from './types.ts';

const CORPUS: readonly (readonly [string, VoiceLang])[] = [
  ['punto para nosotros', 'es'],
  ['¡Punto para nosotros!', 'es'],
  ["punto pa' nosotros", 'es'],
  ['Punto nuestro', 'es'],
  ['punto para ellos', 'es'],
  ['punto para vosotros', 'es'],
  ['punto del rival', 'es'],
  ['deshacer', 'es'],
  ['quita ese punto', 'es'],
  ['siguiente set', 'es'],
  ['vamos al siguiente set', 'es'],
  ['nuevo partido', 'es'],
  ['volver a empezar', 'es'],
  ['terminar partido', 'es'],
  ['se acabó el partido', 'es'],
  ['cambio de cancha', 'es'],
  ['cambiamos de lado', 'es'],
  ['¿Cómo vamos?', 'es'],
  ['marcador', 'es'],
  ['puntos para nosotro', 'es'],
  ['qué calor hace hoy en la pista', 'es'],
  ['la pista está mojada', 'es'],
  ['qué buen punto', 'es'],
  ['deshacer punto para nosotros', 'es'],
  ['aaaa', 'es'],
  ['¡¡!!', 'es'],
  ['hola buenos días', 'es'],
  ['punto para nosotros punto para ellos y más cosas que decir', 'es'],
  ['point for us', 'en'],
  ['Our point.', 'en'],
  ['their point', 'en'],
  ['point for them!', 'en'],
  ['undo', 'en'],
  ['undo last point', 'en'],
  ['next set', 'en'],
  ['restart', 'en'],
  ['switch sides', 'en'],
  ['end match', 'en'],
  ["what's the score", 'en'],
  ['swap cort', 'en'],
  ['hmmmm', 'en'],
  ['123', 'en'],
  ['can you believe that shot was in', 'en'],
  ["that's my point", 'en'],
  ['nice shot', 'en'],
  ['not our point', 'en'],
];

const ROUNDS = 4000;

const bench: Benchmark = {
  name: 'domain: voice transcripts parsed',
  unit: 'transcripts/s',
  budget: { min: 200_000 },
  run: () => {
    let accepted = 0;
    const start = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [transcript, lang] of CORPUS) if (parseVoiceCommand(transcript, lang).ok) accepted++;
    }
    const seconds = (performance.now() - start) / 1000;
    // Using the result keeps the loop from being optimised away.
    if (accepted === 0) throw new Error('voice bench: the corpus gave no command');
    return (ROUNDS * CORPUS.length) / seconds;
  },
};

export default bench;
