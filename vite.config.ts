/**
 * Builds the table client (src/renderer) into dist/renderer. The same bundle
 * runs in the Electron window and in a phone's browser served by the host, so
 * asset URLs are relative (`base: './'`) and nothing is fetched from elsewhere.
 * Each game's table is its own lazy chunk (games/registry.ts).
 *
 * After the build, every text file gets a brotli (`.br`) and a
 * gzip (`.gz`, Zopfli) twin (scripts/precompress.ts): the host sends the one the
 * browser accepts (src/main/host/static.ts) without compressing anything itself,
 * except index.html, which the host makes and compresses per request (index-page.ts).
 */
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import crypto from 'node:crypto';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootScriptTag, PRELOBBY_MARK } from './src/main/host/index-page.js';
import { icuCataloguesPlugin } from './scripts/icu-catalogues.js';
import { precompress } from './scripts/precompress.js';

function precompressPlugin(dir: string): Plugin {
  return {
    name: 'magic-table-precompress',
    apply: 'build',
    async closeBundle() {
      const s = await precompress(dir);
      this.info(`precompressed ${s.files} files: ${s.bytes} B → brotli ${s.br} B, gzip ${s.gz} B`);
    },
  };
}

/**
 * The page's first script (src/renderer/boot.ts): bundled on its own as a small classic script and put in
 * index.html's body right after the host's pre-rendered lobby (`<!--prelobby-->`, src/main/host/index-page.ts),
 * before the app's root. There it finds the lobby already read, shows it before the page's first paint, and opens
 * a returning player's link long before the app's much larger modules have loaded and run (a module script would
 * wait for them: the page's one thread compiles them first). It hands the link to the app through the global
 * object (net/bootLink.ts). Not in the head: a script there holds the page's reading until it has been fetched
 * and run, and the page's first paint with it (`npm run bench -- --lobby`, CPU slowed 4×: the pairs' ratio 0.79,
 * medians 0.80 s against 1.12 s). The host puts it inline in a page with its lobby (src/main/host/index-page.ts).
 */
function bootScriptPlugin(entry: string): Plugin {
  let fileName = '';
  return {
    name: 'magic-table-boot-script',
    apply: 'build',
    async buildStart() {
      const out = await esbuild({ entryPoints: [entry], bundle: true, format: 'iife', minify: true, write: false, target: 'es2022', logLevel: 'warning' });
      const code = out.outputFiles[0].text;
      fileName = `assets/boot-${crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!html.includes(PRELOBBY_MARK)) throw new Error(`index.html has no ${PRELOBBY_MARK} for the first script to follow`);
        return html.replace(PRELOBBY_MARK, () => `${PRELOBBY_MARK}\n    ${bootScriptTag(fileName)}`);
      },
    },
  };
}

/**
 * The app's entry module is started by the first script (boot.ts), not by a script tag: when the host's
 * pre-rendered lobby shows, the page is painted before the app's modules run (they would hold the page's one
 * thread for a second on a slow phone). The entry's address goes in `<meta name="magic-table-app">`.
 */
function entryByBootPlugin(): Plugin {
  return {
    name: 'magic-table-entry-by-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_, src: string) => `<meta name="magic-table-app" content="${src}">`).replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
    },
  };
}

/**
 * The first screen's modules (every module the page's entry imports statically, but the entry itself) go into one
 * chunk: left to itself the bundler spreads them over eight small chunks (the parts the lazy screens share), each a
 * request of its own before the app can draw. `test` is the chunk group's; the plugin fills it once the module graph
 * is known.
 *
 * Every module reached goes in, used or not: so the first screen's modules take the UI kit's tools from their own
 * modules (`ui/Button.js`), never from its barrel (`ui/index.ts`), which would bring all of them (the sounds, the
 * tooltips, the cards…) into the first screen. The build stops if the barrel is reached.
 */
function firstScreenChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const first = new Set<string>();
  const plugin: Plugin = {
    name: 'magic-table-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      first.clear();
      const ids = [...this.getModuleIds()];
      // The page (index.html) and its script (main.tsx) stay the entry chunk.
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const scripts = entries.flatMap((id) => [...(this.getModuleInfo(id)?.importedIds ?? [])]);
      const stack = scripts.flatMap((id) => [...(this.getModuleInfo(id)?.importedIds ?? [])]);
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (first.has(id) || entries.includes(id) || scripts.includes(id)) continue;
        first.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      const barrel = [...first].find((id) => id.endsWith('/src/renderer/ui/index.ts'));
      if (barrel) {
        const by = [...first].filter((id) => this.getModuleInfo(id)?.importedIds.includes(barrel)).map((id) => path.relative(root, id));
        this.error(`The first screen reaches the UI kit's barrel (ui/index.ts), through ${by.join(', ')}: import from the tool's own module (ui/Button.js …)`);
      }
    },
  };
  return { plugin, test: (id) => first.has(id) && !/\.css($|\?)/.test(id) };
}
const firstScreen = firstScreenChunk();

const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/renderer', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [icuCataloguesPlugin(src), react(), bootScriptPlugin(path.join(root, 'boot.ts')), entryByBootPlugin(), firstScreen.plugin, precompressPlugin(outDir)],
  // FormatJS's parser stays out of the bundle: every catalogue is compiled at build time (`formatjs compile --ast`,
  // scripts/icu-catalogues.ts) and intl-messageformat gets the syntax tree (src/shared/icu.ts), so the library's own
  // `parse` is never called; its `no-parser` twin has the same exports with a `parse` that throws.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', test: firstScreen.test }] } } },
  },
  server: {
    // `npx vite` for UI work: proxies the WebSocket to a host on 7531.
    proxy: { '/ws': { target: 'ws://127.0.0.1:7531', ws: true } },
  },
});
