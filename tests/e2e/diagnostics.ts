import type { Page } from 'playwright-core';

/** The value of a line of the TV diagnostics page, by its label, in the section named `section`. */
export const diagnosticsValue = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
