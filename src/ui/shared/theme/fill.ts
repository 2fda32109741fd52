/**
 * Lays an element over the whole of its positioned parent (a card's cover picture, the TV
 * player's video, a backdrop). Declarations, not a class: its users put it inside their own rules.
 */
export const fillParent = `
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  height: 100%;
`;
