/**
 * The declarations of a square control at least 40 px a side, outlined in the muted colour (the
 * move, remove and choose buttons of the lists one orders). A declaration list, not a class: its
 * users put it inside their own rules (`button { ${squareControl} }`).
 */
export const squareControl = `
  font: inherit;
  min-width: 40px;
  min-height: 40px;
  border: 1px solid var(--color-text-muted);
  border-radius: 6px;
  background: transparent;
  color: var(--color-text);
`;
