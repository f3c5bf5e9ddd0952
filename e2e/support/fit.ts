/// <reference lib="dom" />

/** A box that scrolls sideways inside the page: a table's, a tab bar's. */
export type ScrollBox = { name: string; scrollWidth: number; clientWidth: number };
/** A control of a table row or a card that is off the screen or cut by a box around it. */
export type HiddenAction = { row: string; label: string; left: number; right: number; within: string };

export type FitReport = {
  page: { scrollWidth: number; clientWidth: number };
  /** The scroll box of every table shown, by its caption (or test id). */
  tables: ScrollBox[];
  /** Every other box of the screen that scrolls sideways. */
  others: ScrollBox[];
  /** How many row and card controls were looked at, and those not wholly in view. */
  actions: number;
  hidden: HiddenAction[];
};

/**
 * In the page (page.evaluate; self-contained, as Playwright sends its source): how wide the page
 * and each table's scroll box are against what they show, and which buttons and links of a table
 * row or a card are off the screen or clipped by a box around them (`overflow` other than visible).
 */
export function measureFit(): FitReport {
  const root = document.documentElement;
  const main = document.querySelector('main') ?? document.body;
  const shown = (el: Element) =>
    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
  const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
  const nameOf = (el: Element) =>
    el.querySelector('caption')?.textContent?.trim() ||
    el.getAttribute('data-testid') ||
    el.getAttribute('aria-label') ||
    el.closest('[data-testid]')?.getAttribute('data-testid') ||
    el.className.toString().slice(0, 60);
  const box = (el: Element, name: string): ScrollBox => ({
    name,
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  });

  const tableBoxes = new Set<Element>();
  const tables: ScrollBox[] = [];
  for (const table of Array.from(main.querySelectorAll('table'))) {
    if (!shown(table)) continue;
    let scroller: Element | null = table.parentElement;
    while (scroller && scroller !== main && !scrolls(scroller)) scroller = scroller.parentElement;
    const holder = scroller && scroller !== main ? scroller : table;
    tableBoxes.add(holder);
    tables.push(box(holder, nameOf(table)));
  }
  const others = Array.from(main.querySelectorAll('*'))
    .filter((el) => !tableBoxes.has(el) && shown(el) && scrolls(el) && el.scrollWidth > el.clientWidth + 1)
    .map((el) => box(el, nameOf(el)));

  const rows = Array.from(main.querySelectorAll('tbody tr, ul > li, ol > li')).filter(shown);
  const hidden: HiddenAction[] = [];
  let actions = 0;
  for (const row of rows) {
    for (const control of Array.from(row.querySelectorAll('button, a[href], [role="button"]'))) {
      if (!shown(control)) continue;
      actions += 1;
      const rect = control.getBoundingClientRect();
      const label = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      const rowName = (row.textContent ?? '').trim().slice(0, 40);
      if (rect.left < -1 || rect.right > root.clientWidth + 1) {
        hidden.push({ row: rowName, label, left: rect.left, right: rect.right, within: 'viewport' });
        continue;
      }
      for (let el = control.parentElement; el && el !== root; el = el.parentElement) {
        if (!clips(el)) continue;
        const outer = el.getBoundingClientRect();
        if (rect.left < outer.left - 1 || rect.right > outer.right + 1) {
          hidden.push({ row: rowName, label, left: rect.left, right: rect.right, within: nameOf(el) });
          break;
        }
      }
    }
  }
  return {
    page: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
    tables,
    others,
    actions,
    hidden,
  };
}
