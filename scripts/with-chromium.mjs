#!/usr/bin/env node
// Runs a command that needs Chromium, after checking Chromium is there (exit 1 with install advice
// if not). Leading NAME=value arguments are set in the command's environment, on every platform:
//   node scripts/with-chromium.mjs VISUAL_UPDATE=1 vitest run --project visual
import { spawn } from 'node:child_process';
import { findChromium } from './chromium.mjs';

try {
  findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const args = process.argv.slice(2);
const env = { ...process.env };
while (args.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(args[0])) {
  const assignment = args.shift();
  const at = assignment.indexOf('=');
  env[assignment.slice(0, at)] = assignment.slice(at + 1);
}
const [command, ...rest] = args;
if (!command) {
  console.error('usage: node scripts/with-chromium.mjs [NAME=value ...] <command> [args...]');
  process.exit(2);
}

// `npm run` puts node_modules/.bin on PATH; Windows needs a shell to run its .cmd shims.
const child = spawn(command, rest, { stdio: 'inherit', env, shell: process.platform === 'win32' });
child.on('error', (error) => {
  console.error(`Could not run ${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
