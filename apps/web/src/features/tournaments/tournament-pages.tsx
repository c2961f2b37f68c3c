import type { ComponentType } from 'react';
import { TournamentHistoryPage } from './history-page';
import { TournamentRotationPage } from './rotation-page';
import { TournamentSetupPage } from './setup-page';

/** The organiser's tournament screens (issue 20, decision 045): one chunk for the three. */
export const TOURNAMENT_PAGES = {
  setup: TournamentSetupPage,
  rotation: TournamentRotationPage,
  history: TournamentHistoryPage,
} satisfies Record<string, ComponentType>;

export type TournamentPageName = keyof typeof TOURNAMENT_PAGES;
