/**
 * Each language's texts in chunks of their own. src/ui/shared/i18n/texts.ts holds every language
 * (one file per feature carries its three), which a bundler cannot split: at build time each
 * module of src/ui/shared/i18n/by-language/ is replaced by its part of its language's texts,
 * evaluated from texts.ts (`textsByPart`): `fr.ts` by French's first part, `later-fr.ts` by the
 * rest. French's first part is then the only text in the first load (i18n.ts); the development
 * server and the tests keep the modules as written.
 */
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const TEXTS = resolve(import.meta.dirname, '../../src/ui/shared/i18n/texts.ts');
const BY_LANGUAGE = /\/src\/ui\/shared\/i18n\/by-language\/(later-)?(\w+)\.ts$/;

type Resources = Readonly<Record<'first' | 'later', Readonly<Record<string, Readonly<Record<string, string>>>>>>;

/** Runs texts.ts (plain data) in this process and hands back its `textsByPart`. */
async function evaluateResources(): Promise<Resources> {
  const bundle = await rolldown({ input: TEXTS, platform: 'neutral', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    const module = (await import(`data:text/javascript;base64,${Buffer.from(output[0].code).toString('base64')}`)) as {
      textsByPart: Resources;
    };
    return module.textsByPart;
  } finally {
    await bundle.close();
  }
}

export function languageTexts(): Plugin {
  let resources: Promise<Resources> | undefined;
  return {
    name: 'language-texts',
    apply: 'build',
    enforce: 'pre',
    buildStart: () => void (resources = undefined),
    async load(id) {
      const [, later, language] = BY_LANGUAGE.exec(id) ?? [];
      if (!language) return null;
      const texts = (await (resources ??= evaluateResources()))[later ? 'later' : 'first'][language];
      if (!texts) throw new Error(`texts.ts has no language ${language} (${id})`);
      return { code: `export default ${JSON.stringify(texts)};`, map: null };
    },
  };
}
