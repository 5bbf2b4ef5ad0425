// Finds the Chromium every browser test drives. No test step ever downloads a browser.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

const HOW_TO_INSTALL =
  'Chromium was not found. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
  'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.';

/** CHROMIUM_PATH first, then Debian's /usr/bin/chromium; throws with install advice when neither exists. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(HOW_TO_INSTALL);
  return found;
}

/** The path the browser tests launch: CHROMIUM_PATH or Debian's default, without checking it exists. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}
