// Browser tests use Debian's Chromium, never a downloaded browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const canInstall =
    process.getuid?.() === 0 &&
    existsSync('/usr/bin/apt-get') &&
    process.env.NO_INSTALL_CHROMIUM !== '1';
  if (!canInstall) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('Installing Debian chromium for the browser tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return chromiumPath;
}
