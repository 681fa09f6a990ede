import path from "node:path";
import { foldSearchText } from "@store/domain/search-text";
import type { Tokenizer, IpadicFeatures } from "kuromoji";

// Kana readings of names, titles, tags and category names (issue 12), so a query in hiragana or
// katakana finds kanji text (きゅうよ finds 給与). kuromoji's dictionary ships in its npm package;
// loading it takes about a second and some 300 MB, so it is loaded only when text is written
// (approval, seed, the catalog generator) and let go once writing has been idle for a while: the
// store's idle memory does not carry it.

const IDLE_RELEASE_MS = 30_000;

let tokenizer: Promise<Tokenizer<IpadicFeatures>> | null = null;
let releaseTimer: NodeJS.Timeout | null = null;

function loadTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  // Node's own require, out of the bundler's sight: Next's server bundle would otherwise replace
  // `require.resolve` with a module number and the dictionary's folder could not be found.
  const { createRequire } = process.getBuiltinModule("node:module");
  const require = createRequire(import.meta.url);
  const kuromoji = require("kuromoji") as typeof import("kuromoji");
  const dicPath = path.join(path.dirname(require.resolve("kuromoji/package.json")), "dict");
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built)));
  });
}

function useTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  if (!tokenizer) {
    tokenizer = loadTokenizer();
    tokenizer.catch(() => {
      tokenizer = null;
    });
  }
  if (releaseTimer) clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => {
    tokenizer = null;
    releaseTimer = null;
  }, IDLE_RELEASE_MS);
  releaseTimer.unref();
  return tokenizer;
}

const KANJI = /\p{Script=Han}/u;

/**
 * The folded kana reading of each text: the text with its words written in kanji replaced by their
 * readings (給与計算クラウド reads きゅうよけいさんくらうど). Empty when a text has no kanji.
 */
export async function readingsOf(texts: string[]): Promise<string[]> {
  if (!texts.some((text) => KANJI.test(text))) return texts.map(() => "");
  const built = await useTokenizer();
  // Tags and category names repeat across a batch of apps: each distinct text is read once.
  const read = new Map<string, string>();
  return texts.map((text) => {
    if (!KANJI.test(text)) return "";
    const known = read.get(text);
    if (known !== undefined) return known;
    const words = built
      .tokenize(text)
      .map((token) =>
        KANJI.test(token.surface_form) && token.reading && token.reading !== "*" ? token.reading : token.surface_form,
      );
    const reading = foldSearchText(words.join(""));
    read.set(text, reading);
    return reading;
  });
}
