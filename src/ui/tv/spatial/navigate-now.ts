import {
  SpatialNavigation,
  SpatialNavigationService,
  type FocusableComponent,
} from '@noriginmedia/norigin-spatial-navigation';
import { lazyLayout } from './lazy-layout';
import { ownScrollOf, revealInPage } from './own-scroll';

export type ArrowDirection = 'up' | 'down' | 'left' | 'right';

/** The parts of the focus library's service that its own navigation uses (kept private in its types). */
interface Service extends Pick<
  SpatialNavigationService,
  'setCurrentFocusedKey' | 'updateParentsHasFocusedChild' | 'updateParentsLastFocusedChild' | 'sortSiblingsByPriority'
> {
  /** What the library passes to the DOM's `focus()` (its `options` getter reads it each time). */
  domNodeFocusOptions: FocusOptions;
  readonly enabled: boolean;
  readonly paused: boolean;
  readonly focusKey: string | null;
  readonly focusableComponents: Record<string, FocusableComponent>;
  readonly setFocusDebounced: { cancel(): void };
}
const service = SpatialNavigation as unknown as Service;

/** Measures a focusable now, as the library's navigation does (lazily: read only when compared). */
function measured(component: FocusableComponent): FocusableComponent {
  component.layout = lazyLayout(component.node as HTMLElement | null);
  component.layoutUpdatedAt = Date.now();
  return component;
}

const childrenOf = (focusKey: string) =>
  Object.values(service.focusableComponents).filter(
    (component) => component.parentFocusKey === focusKey && component.focusable,
  );
const participating = (focusKey: string | undefined): focusKey is string =>
  focusKey !== undefined && service.focusableComponents[focusKey]?.focusable === true;

/** Where a focus given to `focusKey` lands: its last focused child, its preferred one, or the one nearest the top left corner (the library's `getNextFocusKey`). */
function landingOf(focusKey: string): string {
  const target = service.focusableComponents[focusKey];
  const children = childrenOf(focusKey);
  if (!target || children.length === 0) return focusKey;
  if (target.saveLastFocusedChild && participating(target.lastFocusedChildKey))
    return landingOf(target.lastFocusedChildKey);
  if (participating(target.preferredChildFocusKey)) return landingOf(target.preferredChildFocusKey);
  const distance = ({ layout }: FocusableComponent) => Math.abs(layout!.left) + Math.abs(layout!.top);
  const nearest = children.map(measured).reduce((best, child) => (distance(child) < distance(best) ? child : best));
  return landingOf(nearest.focusKey);
}

/** Gives the focus to `focusKey` (or where it lands) at once: DOM focus, the library's state and its parents' memory. */
function focusNow(focusKey: string): void {
  service.setFocusDebounced.cancel();
  const landing = landingOf(focusKey);
  const revealed = ownScrollOf(service.focusableComponents[landing]?.node as HTMLElement | undefined);
  if (revealed) {
    // The screen scrolls itself (see `ownScrollOf`): the browser's focus does not scroll.
    const options = service.domNodeFocusOptions;
    service.domNodeFocusOptions = { ...options, preventScroll: true };
    try {
      service.setCurrentFocusedKey(landing, {});
    } finally {
      service.domNodeFocusOptions = options;
    }
    revealInPage(revealed);
  } else service.setCurrentFocusedKey(landing, {});
  service.updateParentsHasFocusedChild(landing, {});
  service.updateParentsLastFocusedChild(landing);
}

/**
 * The focus library's arrow navigation (its `smartNavigate`), done synchronously inside the key's
 * own event: the library queues each key behind its asynchronous scheduler and moves the focus a
 * few promise turns later, after work the key set off (issue 12, bench:dpad). Same rules: the
 * nearest sibling in that direction by the library's own sorting, else the parent's siblings,
 * stopping at a focus boundary. Says whether it moved the focus; false leaves the key to the
 * library as before (nothing to go to, which it finds too; nothing focused yet; a paused library;
 * a container with its own resolver).
 */
export function navigateNow(direction: ArrowDirection): boolean {
  if (!service.enabled || service.paused) return false;
  let current = service.focusKey === null ? undefined : service.focusableComponents[service.focusKey];
  if (!current?.node) return false;
  if (current.onArrowPress?.(direction, { pressedKeys: { [direction]: 1 } }) === false) return false;
  const vertical = direction === 'up' || direction === 'down';
  const incremental = direction === 'down' || direction === 'right';
  while (current) {
    const from: FocusableComponent = current;
    const parent = service.focusableComponents[from.parentFocusKey];
    if (parent?.nextFocusResolver || parent?.measureChildrenLayout === false) return false;
    const layout = measured(from).layout!;
    const cutoff = SpatialNavigationService.getCutoffCoordinate(vertical, incremental, false, layout, 0);
    const siblings = childrenOf(from.parentFocusKey).filter((sibling) => {
      if (sibling.focusKey === from.focusKey) return false;
      const edge = SpatialNavigationService.getCutoffCoordinate(
        vertical,
        incremental,
        true,
        measured(sibling).layout!,
        0,
      );
      return incremental ? edge >= cutoff : edge <= cutoff;
    });
    const next = service.sortSiblingsByPriority(siblings, layout, direction, from.focusKey)[0];
    if (next) {
      focusNow(next.focusKey);
      return true;
    }
    if (parent?.isFocusBoundary && (parent.focusBoundaryDirections ?? [direction]).includes(direction)) return false;
    current = parent;
  }
  return false;
}
