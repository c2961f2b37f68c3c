import { describe, expect, it } from 'vitest';
import { parseVoiceCommand } from './parse-voice-command';
import type { VoiceCommand, VoiceLang, VoiceRejectReason } from './voice-command';

type Accepted = readonly [transcript: string, command: VoiceCommand];
type Rejected = readonly [transcript: string, reason: VoiceRejectReason];

function expectAccepted(lang: VoiceLang, cases: readonly Accepted[]) {
  it.each(cases)('"%s" -> %s', (transcript, command) => {
    expect(parseVoiceCommand(transcript, lang)).toEqual({ ok: true, command });
  });
}

function expectRejected(lang: VoiceLang, cases: readonly Rejected[]) {
  it.each(cases)('"%s" is refused (%s)', (transcript, reason) => {
    expect(parseVoiceCommand(transcript, lang)).toEqual({ ok: false, reason });
  });
}

describe('parseVoiceCommand, Spanish (Mexico and Spain)', () => {
  describe('point_us', () => {
    expectAccepted('es', [
      ['punto para nosotros', 'point_us'],
      ['Punto para nosotros.', 'point_us'],
      ['¡Punto para nosotros!', 'point_us'],
      ['PUNTO PARA NOSOTROS', 'point_us'],
      ["punto pa' nosotros", 'point_us'],
      ['punto pa nosotros', 'point_us'],
      ['Punto nuestro', 'point_us'],
      ['nuestro punto', 'point_us'],
      ['punto nuestro por favor', 'point_us'],
      ['para nosotros', 'point_us'],
      ['punto para nosotras', 'point_us'],
      ['punto de nosotros', 'point_us'],
      ['nuestro', 'point_us'],
      ['es nuestro', 'point_us'],
      ['el punto es nuestro', 'point_us'],
      ['punto mío', 'point_us'],
      ['punto mio', 'point_us'],
      ['mi punto', 'point_us'],
      ['punto para mí', 'point_us'],
      ['punto local', 'point_us'],
      ['punto para el local', 'point_us'],
      ['punto para mi equipo', 'point_us'],
      ['punto a favor nuestro', 'point_us'],
      ['ganamos el punto', 'point_us'],
      ['otro punto para nosotros', 'point_us'],
      ['venga, punto para nosotros', 'point_us'],
      ['vale, punto nuestro', 'point_us'],
      ['órale, punto para nosotros', 'point_us'],
      ['un punto para nosotros', 'point_us'],
      ['1 punto para nosotros', 'point_us'],
      ['tanto para nosotros', 'point_us'],
      ['tanto nuestro', 'point_us'],
    ]);
  });

  describe('point_them', () => {
    expectAccepted('es', [
      ['punto para ellos', 'point_them'],
      ['Punto para ellos.', 'point_them'],
      ['¿punto para ellos?', 'point_them'],
      ['punto pa ellos', 'point_them'],
      ['punto de ellos', 'point_them'],
      ['de ellos', 'point_them'],
      ['es de ellos', 'point_them'],
      ['para ellos', 'point_them'],
      ['punto para ellas', 'point_them'],
      ['punto rival', 'point_them'],
      ['punto del rival', 'point_them'],
      ['punto para el rival', 'point_them'],
      ['punto pal rival', 'point_them'],
      ['punto para los rivales', 'point_them'],
      ['punto visitante', 'point_them'],
      ['punto suyo', 'point_them'],
      ['punto para ustedes', 'point_them'],
      ['punto de ustedes', 'point_them'],
      ['punto para vosotros', 'point_them'],
      ['punto vuestro', 'point_them'],
      ['punto del contrario', 'point_them'],
      ['punto para el otro equipo', 'point_them'],
      ['punto de los oponentes', 'point_them'],
      ['punto a favor de ellos', 'point_them'],
      ['otro punto para ellos', 'point_them'],
      ['ganaron el punto', 'point_them'],
      ['tanto para ellos', 'point_them'],
    ]);
  });

  describe('undo', () => {
    expectAccepted('es', [
      ['deshacer', 'undo'],
      ['Deshacer.', 'undo'],
      ['deshaz', 'undo'],
      ['deshazlo', 'undo'],
      ['deshacer punto', 'undo'],
      ['deshacer el último punto', 'undo'],
      ['deshacer ultimo punto', 'undo'],
      ['anular', 'undo'],
      ['anula el punto', 'undo'],
      ['anular punto', 'undo'],
      ['borrar punto', 'undo'],
      ['borra el punto', 'undo'],
      ['quitar punto', 'undo'],
      ['quita el punto', 'undo'],
      ['quita ese punto', 'undo'],
      ['corregir', 'undo'],
      ['corrige', 'undo'],
      ['corrección', 'undo'],
      ['atrás', 'undo'],
      ['para atrás', 'undo'],
      ['un punto atrás', 'undo'],
      ['regresa', 'undo'],
      ['regresar', 'undo'],
      ['volver', 'undo'],
      ['volver atrás', 'undo'],
      ['retrocede', 'undo'],
      ['cancelar punto', 'undo'],
      ['me equivoqué', 'undo'],
      ['deshacer por favor', 'undo'],
    ]);
  });

  describe('next_set', () => {
    expectAccepted('es', [
      ['siguiente set', 'next_set'],
      ['Siguiente set.', 'next_set'],
      ['nuevo set', 'next_set'],
      ['próximo set', 'next_set'],
      ['proximo set', 'next_set'],
      ['otro set', 'next_set'],
      ['cambio de set', 'next_set'],
      ['set nuevo', 'next_set'],
      ['siguiente manga', 'next_set'],
      ['nueva manga', 'next_set'],
      ['vamos al siguiente set', 'next_set'],
      ['pasamos al siguiente set', 'next_set'],
      ['siguiente set por favor', 'next_set'],
      ['empezar otro set', 'next_set'],
      ['fin del set', 'next_set'],
      ['terminar el set', 'next_set'],
    ]);
  });

  describe('restart', () => {
    expectAccepted('es', [
      ['reiniciar', 'restart'],
      ['reinicia', 'restart'],
      ['Reiniciar.', 'restart'],
      ['reiniciar partido', 'restart'],
      ['reinicia el partido', 'restart'],
      ['nuevo partido', 'restart'],
      ['otro partido', 'restart'],
      ['nueva partida', 'restart'],
      ['empezar de nuevo', 'restart'],
      ['empezamos de nuevo', 'restart'],
      ['volver a empezar', 'restart'],
      ['volvemos a empezar', 'restart'],
      ['empezar de cero', 'restart'],
      ['reiniciar marcador', 'restart'],
      ['reinicia el marcador', 'restart'],
      ['marcador a cero', 'restart'],
    ]);
  });

  describe('end_match', () => {
    expectAccepted('es', [
      ['terminar partido', 'end_match'],
      ['terminar el partido', 'end_match'],
      ['termina el partido', 'end_match'],
      ['terminó el partido', 'end_match'],
      ['fin del partido', 'end_match'],
      ['Fin del partido.', 'end_match'],
      ['fin de partido', 'end_match'],
      ['finalizar partido', 'end_match'],
      ['finalizar el partido', 'end_match'],
      ['acabar partido', 'end_match'],
      ['acabar el partido', 'end_match'],
      ['se acabó el partido', 'end_match'],
      ['se acabo el partido', 'end_match'],
      ['acabó el partido', 'end_match'],
      ['partido terminado', 'end_match'],
      ['fin de la partida', 'end_match'],
    ]);
  });

  describe('swap_court', () => {
    expectAccepted('es', [
      ['cambio de cancha', 'swap_court'],
      ['Cambio de cancha.', 'swap_court'],
      ['cambio de pista', 'swap_court'],
      ['cambio de lado', 'swap_court'],
      ['cambio de lados', 'swap_court'],
      ['cambiar de lado', 'swap_court'],
      ['cambiamos de lado', 'swap_court'],
      ['cambiamos de pista', 'swap_court'],
      ['cambiar de cancha', 'swap_court'],
      ['cambio de campo', 'swap_court'],
      ['cambia de lado', 'swap_court'],
      ['cambio de canchas', 'swap_court'],
      ['vamos a cambiar de lado', 'swap_court'],
      ['hay cambio de pista', 'swap_court'],
    ]);
  });

  describe('score', () => {
    expectAccepted('es', [
      ['marcador', 'score'],
      ['Marcador.', 'score'],
      ['el marcador', 'score'],
      ['¿Cómo vamos?', 'score'],
      ['como vamos', 'score'],
      ['cómo va', 'score'],
      ['cómo van', 'score'],
      ['¿cuánto vamos?', 'score'],
      ['a cuánto vamos', 'score'],
      ['puntuación', 'score'],
      ['la puntuación', 'score'],
      ['tanteo', 'score'],
      ['el tanteo', 'score'],
      ['resultado', 'score'],
      ['dime el marcador', 'score'],
      ['cuál es el marcador', 'score'],
      ['cómo va el marcador', 'score'],
      ['cómo va el partido', 'score'],
      ['marcador por favor', 'score'],
      ['canta el marcador', 'score'],
    ]);
  });

  describe('who_serves', () => {
    expectAccepted('es', [
      ['¿Quién saca?', 'who_serves'],
      ['quién saca', 'who_serves'],
      ['quien saca', 'who_serves'],
      ['¿a quién le toca sacar?', 'who_serves'],
      ['quién tiene el saque', 'who_serves'],
      ['dime quién saca', 'who_serves'],
    ]);
  });

  describe('near misses of the recogniser (singular/plural, one letter off in longer words)', () => {
    expectAccepted('es', [
      ['puntos para nosotros', 'point_us'],
      ['punto para nosotro', 'point_us'],
      ['punto para nosotrs', 'point_us'],
      ['punto para ello', 'point_them'],
      ['punto para elos', 'point_them'],
      ['deshace', 'undo'],
      ['desacer', 'undo'],
      ['siguientes set', 'next_set'],
      ['siguiente sets', 'next_set'],
      ['reiniciar partida', 'restart'],
      ['cambio de pistas', 'swap_court'],
      ['cambio de canha', 'swap_court'],
      ['marcadores', 'score'],
      ['marcadir', 'score'],
      ['nueva set', 'next_set'],
    ]);
  });

  describe('our / their never confused', () => {
    expectAccepted('es', [
      ['punto para vosotros', 'point_them'],
      ['punto vuestro', 'point_them'],
      ['punto para ustedes', 'point_them'],
      ['punto para nosotras', 'point_us'],
      ['punto para ellas', 'point_them'],
      ['punto para nuestro equipo', 'point_us'],
      ['punto para el otro equipo', 'point_them'],
    ]);
    expectRejected('es', [
      ['punto para nosotros y ellos', 'no_match'],
      ['punto para nosotros no para ellos', 'no_match'],
      ['punto nuestro de ellos', 'no_match'],
      ['punto vosotros', 'no_match'],
      ['vuestro', 'no_match'],
      ['punto uestro', 'no_match'],
      ['punto para', 'no_match'],
      ['punto', 'no_match'],
      ['nosotros', 'no_match'],
      ['ellos', 'no_match'],
      ['punto tuyo', 'no_match'],
    ]);
  });

  describe('small talk and doubtful sentences', () => {
    expectRejected('es', [
      ['qué calor hace hoy en la pista', 'too_many_words'],
      ['qué calor hace en la pista', 'no_match'],
      ['la pista está mojada', 'no_match'],
      ['hace calor en la cancha', 'no_match'],
      ['qué buen punto', 'no_match'],
      ['vaya punto', 'no_match'],
      ['punto de oro', 'no_match'],
      ['punto de partido', 'no_match'],
      ['¡vamos!', 'no_keyword'],
      ['venga vamos', 'no_keyword'],
      ['jugamos otro partido mañana', 'no_match'],
      ['jugamos otro set', 'no_match'],
      ['cómo va tu familia', 'no_match'],
      ['hola qué tal', 'no_match'],
      ['cambio de raqueta', 'no_match'],
      ['cambio de pelotas', 'no_match'],
      ['nuestro saque', 'no_match'],
      ['el marcador está mal', 'no_match'],
      ['ese punto fue para nosotros', 'no_match'],
      ['se acabó', 'no_match'],
      ['terminar', 'no_match'],
      ['siguiente', 'no_match'],
      ['cambio', 'no_match'],
      ['mía', 'no_keyword'],
      ['tuya', 'no_keyword'],
      ['hola', 'no_keyword'],
      ['qué hora es', 'no_keyword'],
      ['tengo sed', 'no_keyword'],
      ['bien jugado', 'no_keyword'],
      ['buena bola', 'no_keyword'],
    ]);
  });

  describe('doubt words, numbers and mixed commands', () => {
    expectRejected('es', [
      ['no', 'no_keyword'],
      ['punto para nosotros no', 'no_match'],
      ['no es punto nuestro', 'no_match'],
      ['nunca deshacer', 'no_match'],
      ['dos puntos para nosotros', 'no_match'],
      ['2 puntos para nosotros', 'no_match'],
      ['punto para los dos', 'no_match'],
      ['deshacer punto para nosotros', 'no_match'],
      ['quitar punto nuestro', 'no_match'],
      ['punto para nosotros siguiente', 'no_match'],
      ['siguiente set nuevo partido', 'no_match'],
      ['marcador punto para ellos', 'no_match'],
    ]);
  });
});

describe('parseVoiceCommand, English', () => {
  describe('every command, as in the spec and as players say it', () => {
    expectAccepted('en', [
      ['our point', 'point_us'],
      ['Our point.', 'point_us'],
      ['point for us', 'point_us'],
      ['Point for us!', 'point_us'],
      ['my point', 'point_us'],
      ['home point', 'point_us'],
      ['our', 'point_us'],
      ['ours', 'point_us'],
      ['point to us', 'point_us'],
      ["that's our point", 'point_us'],
      ['our point please', 'point_us'],
      ['another point for us', 'point_us'],
      ['one point for us', 'point_us'],
      ['their point', 'point_them'],
      ['point for them', 'point_them'],
      ['point for them!', 'point_them'],
      ['rival point', 'point_them'],
      ['away point', 'point_them'],
      ['point to them', 'point_them'],
      ['rivals point', 'point_them'],
      ["that's their point", 'point_them'],
      ['point for the opponents', 'point_them'],
      ['undo', 'undo'],
      ['Undo!', 'undo'],
      ['undo point', 'undo'],
      ['undo last point', 'undo'],
      ['undo the last point', 'undo'],
      ['undo that', 'undo'],
      ['please undo', 'undo'],
      ['can you undo that', 'undo'],
      ['cancel point', 'undo'],
      ['delete last point', 'undo'],
      ['go back', 'undo'],
      ['scratch that', 'undo'],
      ['next set', 'next_set'],
      ['new set', 'next_set'],
      ['Next set, please.', 'next_set'],
      ['start a new set', 'next_set'],
      ['go to next set', 'next_set'],
      ['restart', 'restart'],
      ['Restart.', 'restart'],
      ['new match', 'restart'],
      ['restart the match', 'restart'],
      ['reset', 'restart'],
      ['reset the score', 'restart'],
      ['start over', 'restart'],
      ['start again', 'restart'],
      ['end match', 'end_match'],
      ['End match.', 'end_match'],
      ['end the match', 'end_match'],
      ['end of the match', 'end_match'],
      ['finish match', 'end_match'],
      ['match over', 'end_match'],
      ['end match now', 'end_match'],
      ['swap court', 'swap_court'],
      ['switch sides', 'swap_court'],
      ['Switch sides!', 'swap_court'],
      ['swap courts', 'swap_court'],
      ['change sides', 'swap_court'],
      ['change ends', 'swap_court'],
      ['changeover', 'swap_court'],
      ['score', 'score'],
      ['Score?', 'score'],
      ["what's the score", 'score'],
      ["What's the score?", 'score'],
      ['whats the score', 'score'],
      ['what is the score', 'score'],
      ['what the score', 'score'],
      ['tell me the score', 'score'],
      ['score please', 'score'],
      ['the score', 'score'],
    ]);
  });

  describe('who_serves', () => {
    expectAccepted('en', [
      ['who serves', 'who_serves'],
      ['Who serves?', 'who_serves'],
      ["who's serving", 'who_serves'],
      ["Who's serving?", 'who_serves'],
      ['who is serving', 'who_serves'],
      ['whose serve is it', 'who_serves'],
    ]);
  });

  describe('near misses', () => {
    expectAccepted('en', [
      ['points for us', 'point_us'],
      ['their points', 'point_them'],
      ['theirs point', 'point_them'],
      ['switch side', 'swap_court'],
      ['swap cort', 'swap_court'],
      ['next sets', 'next_set'],
      ['end matches', 'end_match'],
      ['restarts', 'restart'],
      ['scores', 'score'],
    ]);
  });

  describe('small talk, doubt and confusion', () => {
    expectRejected('en', [
      ['hmmmm', 'noise'],
      ['123', 'noise'],
      ['can you believe that shot was in', 'too_many_words'],
      ['that shot was in', 'no_keyword'],
      ['nice shot', 'no_keyword'],
      ['hello there', 'no_keyword'],
      ['mine', 'no_keyword'],
      ['yours', 'no_keyword'],
      ['what a point', 'no_match'],
      ['good point', 'no_match'],
      ['match point', 'no_match'],
      ['set point', 'no_match'],
      ['point', 'no_match'],
      ['their', 'no_match'],
      ['them', 'no_match'],
      ["that's my point", 'no_match'],
      ['our serve', 'no_match'],
      ['your point', 'no_match'],
      ['there point', 'no_match'],
      ['not our point', 'no_match'],
      ['no their point', 'no_match'],
      ['two points for us', 'no_match'],
      ['undo point for us', 'no_match'],
      ['point for us point for them', 'no_match'],
      ['new game', 'no_match'],
      ['new watch', 'no_match'],
      ['next match', 'no_match'],
      ['end of the set is near', 'no_match'],
      ['what a score', 'no_match'],
    ]);
  });
});

describe('parseVoiceCommand, rejection reasons and their order', () => {
  it('too_long: more than 50 characters, even when it would otherwise match', () => {
    const fifty = 'punto para nosotros'.padEnd(50, '.');
    expect(fifty).toHaveLength(50);
    expect(parseVoiceCommand(fifty, 'es')).toEqual({ ok: true, command: 'point_us' });
    expect(parseVoiceCommand(`${fifty}.`, 'es')).toEqual({ ok: false, reason: 'too_long' });
    expect(parseVoiceCommand('a'.repeat(51), 'en')).toEqual({ ok: false, reason: 'too_long' });
    expect(parseVoiceCommand(' '.repeat(60), 'en')).toEqual({ ok: false, reason: 'too_long' });
  });

  it('too_many_words: more than 6 words, counted after punctuation; checked before noise', () => {
    expect(parseVoiceCommand('uno dos tres cuatro cinco seis siete', 'es')).toEqual({
      ok: false,
      reason: 'too_many_words',
    });
    expect(parseVoiceCommand('a a a a a a a', 'en')).toEqual({ ok: false, reason: 'too_many_words' });
    expect(parseVoiceCommand('point, for, us, please, now, ok', 'en')).toEqual({ ok: true, command: 'point_us' });
    expect(parseVoiceCommand('¡¿. , ! ? . , ! ?', 'es')).toEqual({ ok: false, reason: 'noise' });
  });

  it.each([
    ['aaaa', 'es'],
    ['eeee', 'es'],
    ['a e i o u', 'es'],
    ['hmmmm', 'en'],
    ['shh', 'en'],
    ['brrr', 'es'],
    ['123', 'en'],
    ['1 2 3', 'es'],
    ['¡¡!!', 'es'],
    ['...', 'en'],
    ['¿?', 'es'],
    ['', 'es'],
    ['   ', 'en'],
    ['ÁÁÁ', 'es'],
  ] as const)('noise: "%s" (%s)', (transcript, lang) => {
    expect(parseVoiceCommand(transcript, lang)).toEqual({ ok: false, reason: 'noise' });
  });

  it('no_keyword: words, but none of the language', () => {
    expect(parseVoiceCommand('hola buenos días', 'es')).toEqual({ ok: false, reason: 'no_keyword' });
    expect(parseVoiceCommand('banana', 'en')).toEqual({ ok: false, reason: 'no_keyword' });
    expect(parseVoiceCommand('eeeh', 'es')).toEqual({ ok: false, reason: 'no_keyword' });
    expect(parseVoiceCommand('vale, venga', 'es')).toEqual({ ok: false, reason: 'no_keyword' });
    expect(parseVoiceCommand('point for us', 'es')).toEqual({ ok: false, reason: 'no_keyword' });
    expect(parseVoiceCommand('punto para nosotros', 'en')).toEqual({ ok: false, reason: 'no_keyword' });
    expect(parseVoiceCommand('de la para', 'es')).toEqual({ ok: false, reason: 'no_keyword' });
  });

  it('no_match: keywords that make no phrase, or two commands equally', () => {
    expect(parseVoiceCommand('set', 'en')).toEqual({ ok: false, reason: 'no_match' });
    expect(parseVoiceCommand('cambio de set y lado', 'es')).toEqual({ ok: false, reason: 'no_match' });
  });

  it('a longer reading of another command wins over the short one inside it', () => {
    // "volver" alone is undo, "marcador" alone is score: inside these they are part of restart.
    expect(parseVoiceCommand('volver a empezar', 'es')).toEqual({ ok: true, command: 'restart' });
    expect(parseVoiceCommand('reiniciar marcador', 'es')).toEqual({ ok: true, command: 'restart' });
    expect(parseVoiceCommand('reset score', 'en')).toEqual({ ok: true, command: 'restart' });
  });

  it('never throws on input a browser should not send', () => {
    expect(parseVoiceCommand(undefined as unknown as string, 'es')).toEqual({ ok: false, reason: 'noise' });
    expect(parseVoiceCommand('punto para nosotros', 'es-MX' as VoiceLang)).toEqual({ ok: true, command: 'point_us' });
  });
});
