/** A screen the user saw. */
export interface PageView {
  readonly path: string;
  readonly title: string;
}

/** Where usage is reported; routes may opt out (the token sign-in route, spec point 2). */
export interface Analytics {
  pageView(view: PageView): void;
}

export const ANALYTICS = Symbol.for('Analytics');
