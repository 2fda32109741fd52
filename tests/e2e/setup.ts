import { afterAll } from 'vitest';
import { closeFileBrowser } from './browser';

// The file's Chromium (browser.ts) closes with the file.
afterAll(closeFileBrowser);
