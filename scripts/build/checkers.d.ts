/** The parts of doiuse's and es-check's APIs that scripts/build/tv-build-check.ts uses (neither has types). */
declare module 'doiuse' {
  import type { Plugin } from 'postcss';
  interface FeatureUsage {
    feature: string;
    message: string;
    featureData: { missing: string; partial: string };
    usage: { selector?: string };
  }
  export default function doiuse(options: {
    browsers: string[];
    ignore?: string[];
    onFeatureUsage?: (usage: FeatureUsage) => void;
  }): Plugin;
}

declare module 'es-check' {
  interface CheckConfig {
    files: string[];
    module: boolean;
    checkBrowser: boolean;
    checkFeatures: boolean;
    browserslistQuery: string;
    ignore: string;
  }
  /** With an options object (the Node API) it returns instead of exiting the process. */
  export function runChecks(
    configs: CheckConfig[],
    options: object,
  ): { success: boolean; errors: { file: string; err: Error }[] };
}
