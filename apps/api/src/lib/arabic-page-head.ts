import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ARABIC_FONT = /^cairo-arabic-wght-normal-[\w-]+\.woff2$/;

/** The client build's manifest (dist/.vite/manifest.json), or an empty one without it. */
export function readBuildManifest(webDistDir: string): Record<string, never> {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * The head link that gives a server-rendered Arabic page the Arabic font at once, in place of the
 * English shell's English font. Empty without a built site.
 */
export function arabicFontPreload(webDistDir: string): string {
  const assets = path.join(webDistDir, 'assets');
  const font = existsSync(assets) ? readdirSync(assets).find((name) => ARABIC_FONT.test(name)) : undefined;
  return font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin="">` : '';
}
