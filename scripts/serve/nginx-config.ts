/**
 * Renders server/*.template for one run of nginx: where it listens, what it serves, the
 * Content-Security-Policy of the build it serves, and the provider it proxies (if any).
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SERVER_DIR = resolve(import.meta.dirname, '../../server');
/** The Trusted Types policies the demo provider creates (src/adapters/demo/trusted-script-url.ts). */
export const DEMO_TRUSTED_TYPES_POLICIES = 'zapline-demo';
/** The app's own policy: the search worker's address (src/adapters/system/worker-search.engine.ts). */
export const APP_TRUSTED_TYPES_POLICIES = 'zapline-search';

export interface NginxOptions {
  /** The static build (`dist/`), absolute. */
  readonly root: string;
  readonly host: string;
  readonly port: number;
  /** Folder of this run: rendered config, pid, temp files. */
  readonly runDir: string;
  /** The build contains the demo provider (its service worker and Trusted Types policy). */
  readonly demo: boolean;
  /** A provider origin to proxy `/api/` and `/interstitiel` to (the app then uses this origin). */
  readonly providerUrl?: string;
  /** Further origins the app fetches from: a provider reached directly, its streams, images, licences. */
  readonly origins?: readonly string[];
  /** `off`, or where nginx sends each request's line (`syslog:server=…`, see nginx.ts). */
  readonly accessLog?: string;
  /** When nginx starts as root, the user its workers run as. */
  readonly workerUser?: string;
}

/** An origin (`https://host[:port]`) from a URL; throws on anything with a path, query or other scheme. */
export function originOf(url: string): string {
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '') {
    throw new Error(`${url} is not an origin (https://host[:port])`);
  }
  return parsed.origin;
}

/**
 * The policy as served: scripts, styles and workers of this origin only, no inline code, no
 * eval, Trusted Types required for every script sink (only the search worker's policy and the demo's
 * may create them), workers of this origin (the search worker, and the demo's service worker),
 * no plugins, no framing, no <base>; media from blob: (Media Source), data: (shaka's subtitle
 * track) and the named origins.
 */
export function contentSecurityPolicy(options: Pick<NginxOptions, 'demo' | 'origins' | 'providerUrl'>): string {
  const origins = [
    ...new Set([
      ...(options.providerUrl ? [originOf(options.providerUrl)] : []),
      ...(options.origins ?? []).map(originOf),
    ]),
  ];
  const extra = origins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    // blob: for Media Source; data: for shaka's subtitle <track> (src "data:,WEBVTT").
    `media-src 'self' blob: data:${extra}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${APP_TRUSTED_TYPES_POLICIES}${options.demo ? ` ${DEMO_TRUSTED_TYPES_POLICIES}` : ''}`,
  ].join('; ');
}

function fill(template: string, values: Record<string, string>): string {
  const text = readFileSync(join(SERVER_DIR, template), 'utf8');
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template}: no value for {{${name}}}`);
    return value;
  });
}

/** Writes nginx.conf and its parts into `runDir`; returns the path of nginx.conf. */
export function renderNginxConfig(options: NginxOptions): string {
  const csp = contentSecurityPolicy(options);
  const provider = options.providerUrl ? new URL(originOf(options.providerUrl)) : undefined;
  const values: Record<string, string> = {
    RUN_DIR: options.runDir,
    ROOT: options.root,
    HOST: options.host.includes(':') ? `[${options.host}]` : options.host,
    PORT: String(options.port),
    ACCESS_LOG: options.accessLog ?? 'off',
    USER: options.workerUser ? `user ${options.workerUser};` : '',
    CSP: csp,
    PROVIDER_URL: provider?.origin ?? '',
    PROVIDER_HOST: provider?.host ?? '',
    PROVIDER_PROXY: '',
  };
  if (provider) {
    writeFileSync(join(options.runDir, 'proxy.conf'), fill('proxy.conf.template', values));
    values.PROVIDER_PROXY = fill('provider-proxy.conf.template', values);
  }
  writeFileSync(join(options.runDir, 'security-headers.conf'), fill('security-headers.conf.template', values));
  copyFileSync(join(SERVER_DIR, 'mime.types'), join(options.runDir, 'mime.types'));
  const conf = join(options.runDir, 'nginx.conf');
  writeFileSync(conf, fill('nginx.conf.template', values));
  return conf;
}
