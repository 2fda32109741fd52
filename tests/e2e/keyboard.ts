import type { Page } from 'playwright-core';

/** What a Tab press landed on: where it is, and whether a sighted keyboard user can see it and its focus. */
export interface FocusStop {
  readonly label: string;
  readonly visible: boolean;
  readonly indicated: boolean;
  readonly inDialog: boolean;
}

/**
 * Notes how every focusable element looks without the focus (outline, box shadow, border and
 * background), so that a focus indicator is a visible change once it has the focus; the element
 * that has the focus already (a dialog's first control) must show an outline or a box shadow.
 */
export function noteUnfocusedLooks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), video[controls]';
    document.querySelectorAll<HTMLElement>(selector).forEach((element) => {
      if (element === document.activeElement) return;
      const style = getComputedStyle(element);
      element.dataset.unfocusedLook = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}|${style.borderColor}|${style.backgroundColor}`;
    });
  });
}

/** Presses Tab once and describes the element that has the focus then. */
export async function tabOnce(page: Page): Promise<FocusStop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { label: 'body', visible: false, indicated: false, inDialog: false };
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const visible =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < innerHeight &&
      rect.left < innerWidth &&
      style.visibility !== 'hidden' &&
      Number(style.opacity) > 0;
    const look = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}|${style.borderColor}|${style.backgroundColor}`;
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const indicated =
      element.dataset.unfocusedLook === undefined
        ? outlined || style.boxShadow !== 'none'
        : element.dataset.unfocusedLook !== look;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      label: `${element.tagName.toLowerCase()} "${name}"`,
      visible,
      indicated,
      inDialog: element.closest('dialog[open]') !== null,
    };
  });
}

/** Tabs through up to `count` stops (fewer when the focus comes back to the first one) and gives each. */
export async function walkWithTab(page: Page, count: number): Promise<FocusStop[]> {
  await noteUnfocusedLooks(page);
  const stops: FocusStop[] = [];
  for (let step = 0; step < count; step += 1) stops.push(await tabOnce(page));
  return stops;
}
