import { createContext } from 'react';

/**
 * How a card's pictures load: lazily where a layout draws a card wherever it is (the TV's rails, a
 * portrait beside a text), at once inside a `CardSlot`, which draws its card only once it is near
 * the view (use-seen.ts): there the browser's own lazy check would only hold the picture back.
 */
export const CardImageLoading = createContext<'lazy' | 'eager'>('lazy');
