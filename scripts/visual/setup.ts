/**
 * Global setup of the `visual` project: builds the static Storybook into storybook-static/
 * (kept as it is when VISUAL_REUSE_BUILD=1 and a build exists) and serves it on 127.0.0.1.
 * then plans the shots from the stories' Chromatic modes (plan.ts). Tests read
 * `inject('visualShots')`, `inject('storybookUrl')` and `inject('storybookDir')`.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { planShots } from './plan.ts';
import { serveStatic } from './server.ts';
import type { Shot } from './shoot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the served static Storybook (no trailing slash). */
    storybookUrl: string;
    /** Absolute path of the static Storybook build. */
    storybookDir: string;
    /** Every screenshot to take, from the stories' Chromatic modes (see plan.ts). */
    visualShots: Shot[];
    /** The stories that are not shot, each rendered once to check its play function in the built Storybook. */
    visualPlays: Shot[];
  }
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** VISUAL_STORYBOOK_DIR puts the build elsewhere, so two runs in one checkout never share a half-written one. */
export const storybookDir = process.env.VISUAL_STORYBOOK_DIR ?? join(repoRoot, 'storybook-static');

async function buildStorybook() {
  const started = performance.now();
  const bin = join(repoRoot, 'node_modules', '.bin', 'storybook');
  try {
    await promisify(execFile)(bin, ['build', '-o', storybookDir, '--quiet'], {
      cwd: repoRoot,
      // Vitest runs with NODE_ENV=test, which would make the build bundle React's development build:
      // slower, and not the Storybook a reviewer opens (`npm run build-storybook`).
      env: { ...process.env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`storybook build failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
  console.log(`visual: built Storybook in ${Math.round(performance.now() - started)} ms`);
}

export default async function setup(project: TestProject) {
  const reuse = process.env.VISUAL_REUSE_BUILD === '1' && existsSync(join(storybookDir, 'index.json'));
  if (reuse) console.log('visual: reusing the existing storybook-static (VISUAL_REUSE_BUILD=1)');
  else await buildStorybook();
  const server = await serveStatic(storybookDir);
  try {
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const { shots, plays } = await planShots(browser, server.url);
      project.provide('visualShots', shots);
      project.provide('visualPlays', plays);
    } finally {
      await browser.close();
    }
  } catch (error) {
    await server.close();
    throw error;
  }
  project.provide('storybookUrl', server.url);
  project.provide('storybookDir', storybookDir);
  return () => server.close();
}
