import type { ApiError } from '../../src/domain/errors';
import type { FailurePresentation } from '../../src/application/failure-presentation';

/**
 * The faults of issue 15's matrix and what spec point 8 says the user sees for each call under
 * each, written from the spec and not from the code. Shared by the adapter matrix
 * (tests/adapters/http/fault-matrix.test.ts) and the one driven through the screens
 * (tests/ui/app/ui-fault-matrix.test.tsx).
 */
export const FAULTS = [
  '401',
  '403',
  '404',
  '409',
  '410',
  '429',
  '451',
  '509',
  '5xx',
  'timeout',
  'offline',
  'malformed',
  'success:false',
] as const;
export type Fault = (typeof FAULTS)[number];

/** The calls whose whole answer is `{ success }`: only they can say `success: false`. */
export const SUCCESS_ONLY =
  /^(logout|auth\/device\/code\/verify|parentalcontrol\/.*|lineup|recordings(\/archive|\/delete|\/serial.*)?|vod\/stream\/stop|play|bookmark|backupconfig\/save|event|contact|ping)$/;

export const STATUS: Partial<Record<Fault, number>> = {
  '401': 401,
  '403': 403,
  '404': 404,
  '409': 409,
  '410': 410,
  '429': 429,
  '451': 451,
  '509': 509,
  '5xx': 503,
};

/** Spec point 8, written from the spec and not from the code: the text each cell must show. */
export function expected(call: string, fault: Fault): FailurePresentation | 'n.a.' {
  const say = (error: ApiError['kind']): FailurePresentation => ({ kind: 'message', error });
  const silent = SILENT.has(call) ? ({ kind: 'silent', why: 'silent call' } as const) : null;
  switch (fault) {
    case '401':
      if (call === 'auth') return say('invalid-credentials');
      if (call.startsWith('auth/device') || call === 'parentalcontrol/check') return say('generic');
      return say('session-expired');
    case '403':
      if (call === 'auth') return say('not-entitled');
      if (call === 'parentalcontrol/check' || call === 'parentalcontrol/update') return say('wrong-pin');
      return silent ?? say('generic');
    case '404':
      if (call === 'backupconfig') return { kind: 'silent', why: 'defaults' };
      if (call === 'auth/device/code/verify') return say('not-found');
      return silent ?? say('generic');
    case '410':
      if (call.startsWith('auth/device')) return say('code-expired');
      return silent ?? say('generic');
    case '429':
      if (call === 'ping') return say('concurrent-stream-limit');
      return silent ?? say('generic');
    case '451':
      if (
        ['channel/rights', 'show/rights', 'vod/product/licence', 'vod/product/quote', 'vod/product/purchase'].includes(
          call,
        )
      )
        return say('geo-blocked');
      return silent ?? say('generic');
    case '509':
      if (call === 'recordings' || call === 'recordings/serial') return say('recording-quota-exceeded');
      if (call === 'recordings/archive') return say('archive-quota-exceeded');
      if (call === 'vod/product/quote' || call === 'vod/product/purchase') return say('vod-quota-exceeded');
      return silent ?? say('generic');
    case 'timeout':
    case 'offline':
      return silent ?? say('network');
    case 'success:false':
      if (!SUCCESS_ONLY.test(call)) return 'n.a.';
      return silent ?? say(call === 'parentalcontrol/check' ? 'wrong-pin' : 'generic');
    default:
      return silent ?? say('generic');
  }
}
export const SILENT = new Set(['play', 'event', 'ping']);

export type Cell = '✓' | '✗' | 'n.a.';
/** Rows (a call, or a journey through a screen) by fault. */
export type Matrix = Map<string, Map<Fault, Cell>>;

/** The matrix as a table, with its coverage: proven cells of those that apply. */
export function matrixReport(matrix: Matrix, faults: readonly Fault[] = FAULTS): string {
  const width = Math.max(...[...matrix.keys()].map((label) => label.length));
  const lines = [`${'call'.padEnd(width)} | ${faults.map((fault) => fault.padEnd(7)).join(' ')}`];
  let applicable = 0;
  let proven = 0;
  for (const [label, cells] of matrix) {
    lines.push(`${label.padEnd(width)} | ${faults.map((fault) => (cells.get(fault) ?? '–').padEnd(7)).join(' ')}`);
    for (const cell of cells.values()) {
      if (cell !== 'n.a.') applicable += 1;
      if (cell === '✓') proven += 1;
    }
  }
  lines.push(
    '',
    `rows ${matrix.size} × faults ${faults.length}: ${proven} of ${applicable} applicable cells proven (${((100 * proven) / Math.max(applicable, 1)).toFixed(1)} %), ${matrix.size * faults.length - applicable} n.a.`,
  );
  return lines.join('\n');
}
