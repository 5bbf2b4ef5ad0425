/**
 * The settings tab on the page's edge never lies over a control: on the users list, the mailbox and the
 * crypto dashboard, at desktop and phone widths, at the top, on the way down and scrolled to the end
 * (the window and every scrolling pane), its box overlaps no visible button, link or field of the page.
 */
import type { Page } from 'playwright-core';
import { expect, signInAt, test } from './browser';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

interface Covered {
  name: string;
  box: { left: number; top: number; right: number; bottom: number };
}

/**
 * The visible controls of the page whose box, clipped by the panes that scroll them, overlaps the
 * settings tab's box.
 */
function controlsUnderTheTab(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const tab = document.querySelector<HTMLElement>('button[aria-label="Ajustes"]');
    if (!tab) throw new Error('no settings tab on the page');
    const tabBox = tab.getBoundingClientRect();
    const selector = [
      'button',
      'a[href]',
      'input',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="gridcell"][tabindex]',
    ].join(', ');
    /** The part of an element's box that shows: cut by every ancestor that clips its overflow. */
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, top, right, bottom };
    };
    const covered: Covered[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element === tab || tab.contains(element) || element.contains(tab)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
      const box = shown(element);
      if (box.right <= box.left || box.bottom <= box.top) continue;
      if (box.left < tabBox.right && tabBox.left < box.right && box.top < tabBox.bottom && tabBox.top < box.bottom) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        covered.push({ name: name.slice(0, 60), box });
      }
    }
    return covered;
  });
}

/** The panes of the page that scroll (the window first, as -1), with how far each scrolls. */
function scrollers(page: Page): Promise<{ index: number; max: number }[]> {
  return page.evaluate(() => {
    const panes = [...document.querySelectorAll<HTMLElement>('main, main *')];
    const found = [{ index: -1, max: document.documentElement.scrollHeight - window.innerHeight }];
    panes.forEach((element, index) => {
      const scrolls = /(auto|scroll)/.test(getComputedStyle(element).overflowY);
      if (scrolls && element.scrollHeight > element.clientHeight) {
        found.push({ index, max: element.scrollHeight - element.clientHeight });
      }
    });
    return found.filter((pane) => pane.max > 0);
  });
}

/** Scrolls one pane (-1: the window) to `top`, and waits the frames a virtualised list takes to draw. */
async function scrollPane(page: Page, index: number, top: number) {
  await page.evaluate(
    ([index, top]) => {
      if (index === -1) window.scrollTo(0, top);
      else [...document.querySelectorAll<HTMLElement>('main, main *')][index]!.scrollTop = top;
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    [index, top] as const,
  );
}

/**
 * Nothing under the tab at the top, at every scroll position on the way down (in steps shorter than
 * a control) and scrolled to the end, of the window and of every pane that scrolls.
 */
async function expectClearOfControls(page: Page, where: string) {
  await page.getByRole('button', { name: 'Ajustes' }).waitFor();
  expect(await controlsUnderTheTab(page), `${where}, at the top`).toEqual([]);
  for (const { index, max } of await scrollers(page)) {
    for (let top = 0; top < max; top += 20) {
      await scrollPane(page, index, top);
      expect(await controlsUnderTheTab(page), `${where}, pane ${index} scrolled by ${top} px`).toEqual([]);
    }
    await scrollPane(page, index, max);
  }
  expect(await controlsUnderTheTab(page), `${where}, scrolled to the end`).toEqual([]);
}

const pages = [
  // The users table's column chooser sits at the end of its toolbar.
  { path: '/users', ready: (page: Page) => page.getByRole('button', { name: 'Columnas' }).waitFor() },
  // Each mail's star ends its row.
  {
    path: '/apps/mailbox/inbox',
    ready: (page: Page) =>
      page
        .getByRole('button', { name: /^(Destacar|Quitar destacado)$/ })
        .first()
        .waitFor(),
  },
  // The price chart's range toggle ends the chart's header.
  {
    path: '/dashboards/crypto',
    ready: (page: Page) =>
      page
        .getByRole('radio', { name: '1 hora' })
        .or(page.getByRole('button', { name: '1 hora' }))
        .first()
        .waitFor(),
  },
] as const;

for (const { path, ready } of pages) {
  test(`the settings tab covers no control of ${path}, at desktop and phone widths`, async ({ page, appUrl }) => {
    await page.setViewportSize(DESKTOP);
    await signInAt(page, appUrl, path);
    await ready(page);
    await expectClearOfControls(page, `${path} at ${DESKTOP.width} px`);

    await page.setViewportSize(PHONE);
    await page.goto(`${appUrl}${path}`);
    await ready(page);
    await expectClearOfControls(page, `${path} at ${PHONE.width} px`);
  });
}
