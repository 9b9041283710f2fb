// `npx tsx scripts/icons.ts`: draws the installed app's PNG icons (issue 28 §1) from the brand
// mark, src/client/public/favicon.svg, into src/client/public/icons/. The PNGs are committed; run
// this again only when the mark changes. Chromium renders the SVG, so the PNGs are exactly it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'src/client/public');
const outDir = path.join(publicDir, 'icons');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The mark's tile has rounded corners (rx 16 of 64); an icon the platform masks needs none. */
const TILE_CORNER = ' rx="16"';
if (!favicon.includes(TILE_CORNER)) throw new Error(`favicon.svg: no${TILE_CORNER} on its tile`);
/**
 * Full bleed: the teal fills the square, for a platform that cuts its own shape (Android's
 * maskable icons, iOS's home screen, which fills transparent corners with black). The mark's
 * farthest point (the arc's ends) is 19.2 of 64 from the centre, inside the maskable safe zone
 * (a circle of radius 25.6, 40 % of the width), so it is not scaled.
 */
const fullBleed = favicon.replace(TILE_CORNER, '');

const ICONS: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({
      viewport: { width: size, height: size },
      deviceScaleFactor: 1,
    });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(path.join(outDir, file), png);
    console.log(
      `${path.relative(root, path.join(outDir, file))}: ${size}×${size}, ${png.length} B`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
