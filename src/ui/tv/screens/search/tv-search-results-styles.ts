import { css } from '@linaria/core';

export const panel = css`
  flex: 1 1 auto;
  min-width: 0;
  margin-left: 56px;
  p {
    margin: 0 0 16px;
  }
`;
export const tabBar = css`
  display: flex;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
`;
export const tabStyle = css`
  font: inherit;
  font-size: 1.4rem;
  padding: 10px 24px;
  margin-right: 16px;
  border: 0;
  border-radius: 999px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  outline: none;
  &[aria-current='page'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: 700;
  }
  &:focus {
    outline: 4px solid var(--color-text);
    outline-offset: 4px;
  }
`;
export const list = css`
  max-height: 760px;
  overflow-y: auto;
  margin: 0;
  padding: 8px;
  list-style: none;
  li {
    margin-bottom: 10px;
  }
`;
export const result = css`
  display: block;
  width: 100%;
  box-sizing: border-box;
  padding: 12px 20px;
  border: 0;
  border-radius: 12px;
  text-align: left;
  font: inherit;
  background: var(--color-surface);
  color: var(--color-text);
  outline: none;
  strong {
    display: block;
    font-size: 1.6rem;
  }
  span {
    color: var(--color-text-muted);
  }
  &:focus {
    outline: 4px solid var(--color-accent);
    outline-offset: 2px;
    background: var(--color-surface-raised);
  }
  &:focus span {
    color: var(--color-text);
  }
`;
