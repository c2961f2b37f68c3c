import './live.css';
import type { PublicLiveMatch } from '@marcador/contracts';
import { SCORER_SILENT_AFTER_MS, SPECTATOR_TOKEN_PATTERN } from '@marcador/contracts/limits';
import { sessionTimer } from '@marcador/domain';
import { readStoredLanguage } from '../lib/i18n';
import { board, isOver, spoken, teamLabel } from './board';
import { copyFor } from './copy';
import { h } from './dom';

/**
 * The spectator page of a shared live match (decision 055): its own entry, no app shell,
 * no framework. It follows the match's public stream (the whole view after every change) and says
 * when the scorer's device has gone quiet or the link stopped working.
 */
const language = readStoredLanguage(
  (() => {
    try {
      return localStorage;
    } catch {
      return undefined;
    }
  })(),
  document.cookie,
);
const copy = copyFor(language);
document.documentElement.lang = language;
document.title = copy.title;

const root = document.getElementById('live') as HTMLElement;
const token = new URLSearchParams(location.search).get('token') ?? '';
/** How long a closed stream waits before opening again (the network was down, the server restarted). */
const REOPEN_MS = 5_000;

let view: PublicLiveMatch | null = null;
/** Server time minus this device's: the scorer's silence is judged on the server's clock. */
let offset = 0;
let connected = false;
let stream: EventSource | null = null;

const place = h('p', { class: 'place' });
const clock = h('p', { class: 'clock' });
const waiting = h('p', { class: 'waiting', role: 'status' });
const announcer = h('p', { class: 'sr-only', 'aria-live': 'polite' });
const boardSlot = h('div');

function ended(title: string, hint: string) {
  stream?.close();
  stream = null;
  root.setAttribute('aria-busy', 'false');
  root.replaceChildren(h('div', { class: 'live-message' }, h('h1', {}, title), h('p', {}, hint)));
  document.title = `${title} · Marcador`;
}

const pad = (n: number) => String(n).padStart(2, '0');
function clockText(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours ? `${hours}:${rest}` : rest;
}

/** The timer and the scorer's silence: every second, and after each view. */
function tick() {
  if (!view) return;
  const now = Date.now() + offset;
  const playing = !isOver(view);
  const timer =
    playing && view.club && view.startedAt ? sessionTimer(Date.parse(view.startedAt), now, view.sessionMinutes) : null;
  clock.replaceChildren();
  if (timer?.status === 'running') {
    clock.dataset.level = timer.level;
    clock.append(
      timer.level === 'ended'
        ? copy.timeUp
        : `${copy.elapsed} ${clockText(timer.elapsedMs)} · ${copy.remaining} ${clockText(timer.remainingMs)}`,
    );
  }
  const seen = view.scorerSeenAt ? Date.parse(view.scorerSeenAt) : Number.NEGATIVE_INFINITY;
  const silent = !connected || now - seen > SCORER_SILENT_AFTER_MS;
  waiting.textContent = playing && silent ? copy.waiting : '';
  waiting.hidden = !(playing && silent);
}

function show(next: PublicLiveMatch) {
  const first = view === null;
  view = next;
  offset = Date.parse(next.serverTime) - Date.now();
  if (first) {
    root.setAttribute('aria-busy', 'false');
    root.replaceChildren(
      h('header', { class: 'top' }, h('p', { class: 'live-tag' }, copy.live), place, clock),
      boardSlot,
      waiting,
      announcer,
    );
  }
  const names = `${teamLabel(next, 'player1', copy)} – ${teamLabel(next, 'player2', copy)}`;
  document.title = `${names} · ${copy.title}`;
  place.textContent = next.club ? [next.club.name, next.club.courtName].filter(Boolean).join(' · ') : '';
  place.hidden = !next.club;
  boardSlot.replaceChildren(board(next, copy));
  const words = spoken(next, copy);
  if (announcer.textContent !== words) announcer.textContent = words;
  tick();
}

/** A stream the server refused (or a network that is down): the public read says which. */
async function closedStream() {
  stream = null;
  connected = false;
  tick();
  const answer = await fetch(`/api/public/matches/${token}`, { headers: { accept: 'application/json' } }).catch(
    () => null,
  );
  if (answer?.status === 404 || answer?.status === 400) {
    if (view) ended(copy.notShared, copy.notSharedHint);
    else ended(copy.broken, copy.brokenHint);
    return;
  }
  if (answer?.ok) show((await answer.json()) as PublicLiveMatch);
  setTimeout(open, REOPEN_MS);
}

function open() {
  const source = new EventSource(`/api/public/matches/${token}/events`);
  stream = source;
  source.onopen = () => {
    connected = true;
    tick();
  };
  source.addEventListener('view', (event) => {
    connected = true;
    show(JSON.parse((event as MessageEvent<string>).data) as PublicLiveMatch);
  });
  source.addEventListener('revoked', () => ended(copy.notShared, copy.notSharedHint));
  source.onerror = () => {
    connected = false;
    tick();
    // CONNECTING: the browser reconnects by itself. CLOSED: it gave up (the server said no).
    if (source.readyState === EventSource.CLOSED && stream === source) void closedStream();
  };
}

/**
 * The view the server put into the page: the board paints with the HTML, before any
 * request. Null: the link opens nothing. Undefined: none was put there (the read failed; the
 * development server), so the stream brings the first one.
 */
function viewInPage(): PublicLiveMatch | null | undefined {
  const block = document.getElementById('live-view');
  if (!block) return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as PublicLiveMatch | null;
  } catch {
    return undefined;
  }
}

const inPage = viewInPage();
if (SPECTATOR_TOKEN_PATTERN.test(token) && inPage !== null) {
  if (inPage) {
    // As fresh as a stream's first view: the scorer is judged by its time, not by the stream's opening.
    connected = true;
    show(inPage);
  } else {
    root.replaceChildren(h('p', { class: 'live-message', role: 'status' }, copy.loading));
  }
  open();
  setInterval(tick, 1000);
} else {
  ended(copy.broken, copy.brokenHint);
}
