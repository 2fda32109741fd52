import { css, cx } from '@linaria/core';
import { outlinedInAccent } from '../../../shared/theme/buttons';
import { currentPageLink, tabLinks } from '../../styles/links';

export const tabs = cx(
  tabLinks,
  currentPageLink,
  css`
    margin: 0 0 16px;
    padding: 0;
    list-style: none;
    a {
      display: inline-block;
    }
  `,
);

export const meters = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0 0 20px;
  h2 {
    flex-basis: 100%;
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    display: grid;
    gap: 4px;
  }
  meter {
    width: 240px;
    max-width: 100%;
  }
`;

export const list = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: 4px;
    padding: 12px 14px;
    border-radius: 10px;
    background: var(--color-surface);
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

export const muted = css`
  color: var(--color-text-muted);
`;

export const buttons = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 6px;
  a,
  button,
  select {
    font: inherit;
    padding: 6px 12px;
    border-radius: 6px;
    ${outlinedInAccent}
    text-decoration: none;
    cursor: pointer;
  }
  select {
    background: var(--color-surface-raised);
  }
  a {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export const alert = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: 8px;
  border: 1px solid var(--color-accent);
  p {
    margin: 0;
  }
  button {
    font: inherit;
    padding: 4px 10px;
    border-radius: 6px;
    border: 1px solid var(--color-text-muted);
    background: transparent;
    color: var(--color-text);
    cursor: pointer;
  }
`;
