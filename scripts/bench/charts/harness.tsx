/**
 * The page `npm run bench charts` measures (built for production, driven by ../charts.mjs): one
 * chart of the chart layer with 10,000 points, mounted on demand, with nothing else around it.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createI18n } from '@atrium/ui/i18n/i18n.ts';
import { LanguageProvider } from '@atrium/ui/i18n/LanguageProvider.tsx';
import { applyTheme } from '@atrium/ui/theme/scheme.ts';
import '@atrium/ui/theme/global.ts';
import es from '../../../packages/app/public/i18n/es.json';

const POINTS = 10_000;
const start = Date.UTC(2026, 0, 1);
function series(id: string, phase: number) {
  return {
    id,
    label: id,
    // One reading a minute, the same every run.
    data: Array.from({ length: POINTS }, (_, i) => ({
      x: new Date(start + i * 60_000).toISOString(),
      y: Math.round(1000 + 400 * Math.sin(i / 300 + phase) + ((i * 7919) % 97)),
    })),
  };
}
const data = { line: [series('a', 0)], area: [series('a', 0), series('b', 1.5)] };

// The chart layer in its own chunk, as the dashboards load it: the bench reports its size.
const { AreaChart, LineChart } = await import('@atrium/ui/charts/index.ts');
const i18n = await createI18n({ fetchTranslation: () => Promise.resolve(es) });
applyTheme('default', 'light');
const host = document.getElementById('root')!;
let root: Root | null = null;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

declare global {
  interface Window {
    bench: { render(kind: 'line' | 'area'): Promise<{ render: number; longestTask: number; nodes: number }> };
  }
}

window.bench = {
  async render(kind) {
    root?.unmount();
    host.replaceChildren();
    let longestTask = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const Chart = kind === 'line' ? LineChart : AreaChart;
    const started = performance.now();
    root = createRoot(host);
    flushSync(() =>
      root!.render(
        <LanguageProvider i18n={i18n} syncDocument={false}>
          <Chart name="Bench" summary="Ten thousand points." series={data[kind]} height={320} />
        </LanguageProvider>,
      ),
    );
    // The plot draws once its width is known; wait for its paths, then for the frame that shows them.
    while (!host.querySelector('svg path')) await frame();
    await frame();
    await frame();
    const render = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    return { render, longestTask, nodes: host.querySelectorAll('*').length };
  },
};
document.title = 'ready';
