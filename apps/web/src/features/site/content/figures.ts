/**
 * The agency's figures, in one place. The footer's stats are docs/product.md#header-and-footer's, as written there; the
 * hero, the about teaser, /about-details and /careers quote these values, so the pages never disagree.
 */
export const FOUNDED_YEAR = 2015;
export const TEAM_SIZE = 45;

export type Figure = { value: number; decimals: number; suffix: string };

export const FIGURES = {
  happyClients: { value: 8, decimals: 0, suffix: 'K+' },
  projectsDone: { value: 12, decimals: 0, suffix: 'K+' },
  reviewScore: { value: 4.8, decimals: 1, suffix: '' },
  yearsExperience: { value: 10, decimals: 0, suffix: '+' },
} as const satisfies Record<string, Figure>;

/** A figure as the footer shows it once counted up: '8K+', '4.8', '10+'. */
export function formatFigure({ value, decimals, suffix }: Figure): string {
  return `${value.toFixed(decimals)}${suffix}`;
}

/** docs/product.md#header-and-footer: the footer's stats, in its order and with its labels. */
export const STATS: ReadonlyArray<Figure & { label: string }> = [
  { label: 'Happy Client', ...FIGURES.happyClients },
  { label: 'Project Done', ...FIGURES.projectsDone },
  { label: 'Review Customer', ...FIGURES.reviewScore },
  { label: 'Years Experience', ...FIGURES.yearsExperience },
];

/** The same figures in words, for the pages' sentences. */
export const FIGURE_TEXT = {
  happyClients: `${formatFigure(FIGURES.happyClients)} happy clients`,
  projectsDone: `${formatFigure(FIGURES.projectsDone)} projects`,
  reviewScore: `${formatFigure(FIGURES.reviewScore)} out of 5`,
  since: `since ${FOUNDED_YEAR}`,
} as const;
