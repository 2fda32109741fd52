import { css, cx } from '@linaria/core';
import type { RefObject } from 'react';

const video = css`
  width: 100%;
  background: #000;
  display: block;
`;

/** The element a player draws into (its size is the caller's); muted autoplay is left to the player. */
export function VideoSurface({
  videoRef,
  label,
  className,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  label: string;
  className?: string;
}) {
  return <video ref={videoRef} className={cx(video, className)} aria-label={label} playsInline autoPlay />;
}
