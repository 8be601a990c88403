// Where things lie on screen, for the browser tests that check what a person can see and reach.
import type { Locator, Page } from 'playwright-core';
import { toasts } from './harness';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Waits until every finite animation and transition has ended (a toast has slid in). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * The names of a dialog's buttons (its actions, its title's and its fields') that a toast on
 * screen lies over: none, as toasts keep clear of them. Fails when no toast is on screen.
 */
export async function dialogButtonsUnderToasts(dialog: Locator): Promise<string[]> {
  const page = dialog.page();
  await settled(page);
  const toastBoxes: Box[] = [];
  for (const toast of await toasts(page).all()) {
    // A toast replaced by a newer one may leave between being listed and measured: gone, it covers
    // nothing (waiting for it would wait out the locator's whole timeout).
    const box = await toast.boundingBox({ timeout: 1_000 }).catch(() => null);
    if (box) toastBoxes.push(box);
  }
  if (toastBoxes.length === 0) throw new Error('no toast on screen to measure');
  const covered: string[] = [];
  for (const button of await dialog.getByRole('button').all()) {
    const box = await button.boundingBox();
    if (box && toastBoxes.some((toast) => intersect(toast, box)))
      covered.push((await button.getAttribute('aria-label')) || (await button.innerText()));
  }
  return covered;
}

/**
 * Of the given elements of a DataGrid, those not wholly inside the part of the grid shown without
 * scrolling sideways (the rows' viewport, scrolled to its start), each as `name: left..right`
 * against the viewport's `left..right`. Empty when all lie inside.
 */
export async function outsideGridView(grid: Locator, targets: Record<string, Locator>): Promise<string[]> {
  const view = await grid.evaluate((element) => {
    const scroller = element.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller');
    if (!scroller) throw new Error('no DataGrid rows viewport');
    const { left } = scroller.getBoundingClientRect();
    return { left, right: left + scroller.clientWidth, scrollLeft: scroller.scrollLeft };
  });
  if (view.scrollLeft !== 0) throw new Error(`the grid is scrolled ${view.scrollLeft} px sideways`);
  const outside: string[] = [];
  for (const [name, target] of Object.entries(targets)) {
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name} is not on screen`);
    // Half a pixel of rounding either way.
    if (box.x < view.left - 0.5 || box.x + box.width > view.right + 0.5)
      outside.push(`${name}: ${box.x}..${box.x + box.width} (view ${view.left}..${view.right})`);
  }
  return outside;
}
