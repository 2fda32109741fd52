import { describe, expect, it } from 'vitest';
import { releaseResponseCopies, type ResponseCopyEvents } from '../../../src/adapters/demo/response-copies';

type Listener = (event: { readonly response: Response }) => void;

/** MSW's life-cycle emitter as far as the page uses it: listeners by event type. */
function fakeEvents() {
  const listeners = new Map<string, Listener[]>();
  const events: ResponseCopyEvents = { on: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]) };
  const emit = (type: string, response: Response) => (listeners.get(type) ?? []).forEach((listener) => listener({ response }));
  return { events, emit };
}

/** A response whose body says when it was cancelled (as a stream transferred from the worker closes its port). */
function copy() {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({ cancel: () => void (cancelled = true) });
  return { response: new Response(body), cancelled: () => cancelled };
}

describe('when the MSW worker sends the page a copy of a response', () => {
  it.each(['response:mocked', 'response:bypass'])('should cancel the body of the copy of a %s event at once', async (type) => {
    const { events, emit } = fakeEvents();
    releaseResponseCopies(events);
    const each = copy();
    emit(type, each.response);
    await expect.poll(each.cancelled).toBe(true);
  });

  it('should release every copy of many requests, none kept open', async () => {
    const { events, emit } = fakeEvents();
    releaseResponseCopies(events);
    const copies = Array.from({ length: 50 }, copy);
    copies.forEach((each, index) => emit(index % 2 ? 'response:mocked' : 'response:bypass', each.response));
    await expect.poll(() => copies.filter((each) => !each.cancelled()).length).toBe(0);
  });

  it('should leave alone a response without a body', () => {
    const { events, emit } = fakeEvents();
    releaseResponseCopies(events);
    expect(() => emit('response:mocked', new Response(null, { status: 204 }))).not.toThrow();
  });
});
