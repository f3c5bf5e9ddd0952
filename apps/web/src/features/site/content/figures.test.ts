import { describe, expect, it } from 'vitest';
import { ABOUT } from './about';
import { CAREERS_TEXT } from './careers';
import { FIGURES, FOUNDED_YEAR, formatFigure, STATS, TEAM_SIZE } from './figures';
import { HOME } from './home';
import { SITE } from './site-text';

// Every "<number>+"-style figure a sentence quotes ('8K+', '12K+', '120+', '300').
const quotedCounts = (text: string) => text.match(/\b\d[\d,.]*\s?K?\+|more than \d[\d,]*/g) ?? [];

describe('the agency figures', () => {
  it('keep docs/product.md#header-and-footer footer stats as written there', () => {
    expect(STATS.map((stat) => [stat.label, formatFigure(stat)])).toEqual([
      ['Happy Client', '8K+'],
      ['Project Done', '12K+'],
      ['Review Customer', '4.8'],
      ['Years Experience', '10+'],
    ]);
  });

  it('are the ones the hero, the about pages, careers and the footer quote, and no others', () => {
    const allowed = new Set(STATS.map(formatFigure));
    const texts = [
      HOME.hero.eyebrow,
      ...HOME.hero.badges,
      HOME.about.title,
      HOME.about.body,
      ABOUT.lead,
      ...ABOUT.milestones.map((milestone) => milestone.text),
      CAREERS_TEXT.lead,
      SITE.footer.about,
    ];
    for (const text of texts) {
      for (const count of quotedCounts(text)) expect(allowed, `${count} in "${text}"`).toContain(count);
    }
    expect(HOME.hero.badges).toContain(`${formatFigure(FIGURES.happyClients)} happy clients`);
    expect(ABOUT.lead).toContain(formatFigure(FIGURES.projectsDone));
    expect(ABOUT.lead).toContain(formatFigure(FIGURES.happyClients));
    expect(HOME.about.title).toContain(String(TEAM_SIZE));
    expect(CAREERS_TEXT.lead).toContain(String(TEAM_SIZE));
  });

  it('agree with each other: the founding year gives at least the years of experience', () => {
    expect(HOME.hero.eyebrow).toContain(String(FOUNDED_YEAR));
    expect(ABOUT.milestones[0]?.year).toBe(String(FOUNDED_YEAR));
    expect(new Date().getFullYear() - FOUNDED_YEAR).toBeGreaterThanOrEqual(FIGURES.yearsExperience.value);
  });
});
