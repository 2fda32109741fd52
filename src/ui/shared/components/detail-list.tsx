import { Fragment } from 'react';
import type { DetailLine } from '../hooks/use-show-view';

/** An overlay's details as a description list, in the layout's style. */
export function DetailList({ lines, className }: { lines: readonly DetailLine[]; className: string }) {
  return (
    <dl className={className}>
      {lines.map((line) => (
        <Fragment key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
