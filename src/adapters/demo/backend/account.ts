import type { ShowExtras } from '../../../domain/shows/show-extras';
import type { BackendContext } from './context';
import { badRequest, fault } from './fault';

const PIN_PATTERN = /^\d{4}$/;

/** What the user did with shows, and parental control. */
export class AccountBackend {
  constructor(private readonly ctx: BackendContext) {}

  extras(username: string): ShowExtras {
    const records = this.ctx.view(username);
    return {
      recordings: new Set(records.recordings),
      archives: new Set(records.archives),
      serials: new Set(Object.keys(records.serials)),
      retention: new Map(Object.entries(records.serials)),
      bookmarks: new Map(Object.entries(records.bookmarks)),
      seen: new Set(records.seen),
    };
  }

  /** Retention of each series recording (serie id to episodes kept, 0 = all). */
  retention(username: string): Readonly<Record<string, number>> {
    return this.ctx.view(username).serials;
  }

  /** A missing PIN is 404; a wrong one is `wrong-pin` (403). */
  checkPin(username: string, pin: string): void {
    const { parental } = this.ctx.view(username);
    if (parental.pin === null) fault('not-found', 'no parental pin');
    if (parental.pin !== pin) fault('wrong-pin');
  }

  createPin(username: string, pin: string, level: number): void {
    validate(pin, level);
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      if (records.parental.pin !== null) fault('generic', 'pin already exists', 409);
      records.parental = { pin, level };
    });
  }

  updatePin(username: string, oldPin: string, pin: string, level: number): void {
    validate(pin, level);
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      if (records.parental.pin !== oldPin) fault('wrong-pin');
      records.parental = { pin, level };
    });
  }
}

function validate(pin: string, level: number): void {
  if (!PIN_PATTERN.test(pin)) badRequest('pin must be 4 digits');
  if (![0, 10, 12, 16, 18].includes(level)) badRequest('unknown parental level');
}
