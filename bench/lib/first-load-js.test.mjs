import { describe, expect, it } from "vitest";
import { buildScriptUrls } from "./first-load-js.mjs";

const PAGE = "http://127.0.0.1:3120/apps";

describe("buildScriptUrls", () => {
  it("collects the store's script sources and script preloads once each, resolved against the page", () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
      '<script src="/_next/static/chunks/webpack-1.js" async=""></script>',
      "<script src='/_next/static/chunks/main-2.js' async></script>",
      "<link rel=modulepreload href=/_next/static/chunks/app-3.js>",
      '<script src="/_next/static/chunks/page.js?dpl=a&amp;v=1"></script>',
      '<link rel="preload" href="/scripts/system-requirements.js" as="script" nonce="n"/>',
    ].join("");
    expect(buildScriptUrls(html, PAGE)).toEqual([
      "http://127.0.0.1:3120/_next/static/chunks/webpack-1.js",
      "http://127.0.0.1:3120/_next/static/chunks/main-2.js",
      "http://127.0.0.1:3120/_next/static/chunks/page.js?dpl=a&v=1",
      "http://127.0.0.1:3120/_next/static/chunks/app-3.js",
      "http://127.0.0.1:3120/scripts/system-requirements.js",
    ]);
  });

  it("leaves out inline, nomodule and third-party scripts, style preloads and other origins", () => {
    const html = [
      "<script>self.__next_f=[]</script>",
      '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-X"></script>',
      '<script src="http://cdn.example/_next/static/chunks/x.js"></script>',
      '<link rel="preload" as="style" href="/_next/static/css/app.css"/>',
      '<link rel="stylesheet" href="/_next/static/css/app.css"/>',
      '<link rel="preload" as="font" href="/_next/static/media/font.woff2"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n"></script>',
      "<script nomodule src=/_next/static/chunks/legacy.js></script>",
    ].join("");
    expect(buildScriptUrls(html, PAGE)).toEqual([]);
  });
});
