/** The part of MSW's life-cycle events (`worker.events`) used here. */
export interface ResponseCopyEvents {
  on(type: 'response:mocked' | 'response:bypass', listener: (event: { readonly response: Response }) => void): unknown;
}

/**
 * MSW's worker sends the page a copy of every response it answers or lets through, for its
 * life-cycle events, the body a stream transferred from the worker. Unread, each copy kept a
 * message port and its stream alive in the page, and the whole body buffered in the worker, for
 * as long as the page lived (the TV heap grew by one port per request). Nothing here reads them:
 * each is cancelled as it arrives, which releases both ends.
 */
export function releaseResponseCopies(events: ResponseCopyEvents): void {
  const release = ({ response }: { readonly response: Response }) => {
    if (response.body && !response.bodyUsed) void response.body.cancel().catch(() => undefined);
  };
  events.on('response:mocked', release);
  events.on('response:bypass', release);
}
