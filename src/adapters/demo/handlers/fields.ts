import { badRequest } from '../backend/fault';

type Body = Readonly<Record<string, unknown>>;

/** A required string field of a request body (400 otherwise). */
export function text(body: Body, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : badRequest(`${key} must be a string`);
}

export function optionalText(body: Body, key: string): string | undefined {
  return body[key] === undefined || body[key] === null ? undefined : text(body, key);
}

export function num(body: Body, key: string): number {
  const value = body[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : badRequest(`${key} must be a number`);
}

export function bool(body: Body, key: string): boolean {
  const value = body[key];
  return typeof value === 'boolean' ? value : badRequest(`${key} must be a boolean`);
}

/** A number from the query string (400 when missing or not a number). */
export function queryNumber(query: URLSearchParams, key: string): number {
  const value = Number(query.get(key) ?? 'NaN');
  return Number.isFinite(value) ? value : badRequest(`${key} must be a number`);
}
