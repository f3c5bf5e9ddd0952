import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPages } from './lazy-page';

const Page = () => null;
/** A chunk arrives in a later task, as import() answers. */
const chunkDownload = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('preloadPages (before hydrating a server-rendered page)', () => {
  it("loads a page nested in a section's routes, whose loader exists once the section's chunk has run", async () => {
    const loaded: string[] = [];
    lazyPage('section-routes.tsx', async () => {
      await chunkDownload();
      loaded.push('section');
      // What evaluating the section's chunk does: it defines the lazy pages of its routes.
      lazyPage('nested-page.tsx', async () => {
        loaded.push('nested page');
        return Page;
      });
      return Page;
    });
    await preloadPages(['section-routes.tsx', 'nested-page.tsx']);
    expect(loaded).toEqual(['section', 'nested page']);
  });

  it('answers for a source no chunk defines (a page renamed since the HTML was cached), loading the rest', async () => {
    const loaded: string[] = [];
    lazyPage('known-page.tsx', async () => {
      loaded.push('known');
      return Page;
    });
    await preloadPages(['gone-page.tsx', 'known-page.tsx']);
    expect(loaded).toEqual(['known']);
  });
});
