import { css } from '@linaria/core';

/** The look of a text field or a select: a raised box with a muted outline (declarations, for inside a rule). */
const fieldLook = `
  font: inherit;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid var(--color-text-muted);
  background: var(--color-surface-raised);
  color: var(--color-text);
`;

/** The look of the web's forms: a column of labelled fields and an accent submit button. */
export const webForm = css`
  display: grid;
  gap: 16px;
  width: min(420px, 100%);
  label {
    font-weight: 600;
  }
  input {
    ${fieldLook}
  }
  input[aria-invalid='true'] {
    border-color: var(--color-error);
  }
  button {
    font: inherit;
    font-weight: 700;
    padding: 12px;
    border: 0;
    border-radius: 8px;
    background: var(--color-accent);
    color: var(--color-on-accent);
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.6;
  }
`;

/** A field outside the form's inputs (a select), with their look. */
export const formField = css`
  ${fieldLook}
`;

/** What failed or was refused (a `role="alert"` line), in the error colour. */
export const alertText = css`
  color: var(--color-error);
  font-weight: 600;
`;

/** A row of buttons inside a `webForm` (which lays its children in a column). */
export const formButtonRow = css`
  && {
    display: flex;
    flex-wrap: wrap;
    width: auto;
  }
`;

/** A form's secondary button (reset, cancel): outlined instead of the accent fill. */
export const formSecondaryButton = css`
  && {
    background: transparent;
    color: var(--color-text);
    border: 1px solid var(--color-accent);
  }
`;
