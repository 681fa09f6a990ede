// Generated artwork for the demo catalog: logos, screenshots and banners are drawn here, so the
// store never fetches images from elsewhere. Pure functions of their inputs.

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function hueOf(seed: string): number {
  return hash(seed) % 360;
}

/** A rounded square with the first one or two characters of the name. */
export function logoSvg(seed: string, name: string): string {
  const hue = hueOf(seed);
  const initials = [...name.replace(/^(株式会社|有限会社)/, "")].slice(0, /^[\x20-\x7e]/.test(name) ? 2 : 1).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 62% 38%)"/></linearGradient></defs>
<rect width="160" height="160" rx="32" fill="url(#g)"/>
<circle cx="128" cy="32" r="44" fill="#fff" opacity=".12"/>
<text x="80" y="80" dy=".35em" text-anchor="middle" font-family="IPAPGothic, 'Hiragino Sans', sans-serif" font-weight="700" font-size="${initials.length > 1 ? 56 : 72}" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

/** A mock screen of the app: a window with a sidebar, a chart and rows. */
export function screenshotSvg(seed: string, title: string, width = 1200, height = 750): string {
  const hue = hueOf(seed);
  const bars = Array.from({ length: 8 }, (_, i) => 40 + ((hash(`${seed}${i}`) % 160) as number));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 750" role="img" aria-label="${escapeXml(title)}">
<rect width="1200" height="750" fill="hsl(${hue} 30% 96%)"/>
<rect x="40" y="40" width="1120" height="670" rx="16" fill="#fff" stroke="hsl(${hue} 20% 85%)"/>
<rect x="40" y="40" width="1120" height="56" rx="16" fill="hsl(${hue} 55% 45%)"/>
<text x="72" y="76" font-family="IPAPGothic, sans-serif" font-size="24" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<rect x="40" y="96" width="220" height="614" fill="hsl(${hue} 30% 97%)"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="64" y="${128 + i * 48}" width="${140 - (i % 3) * 20}" height="16" rx="8" fill="hsl(${hue} 25% ${i === 0 ? 60 : 82}%)"/>`).join("")}
${bars.map((b, i) => `<rect x="${310 + i * 70}" y="${420 - b}" width="44" height="${b}" rx="6" fill="hsl(${(hue + i * 8) % 360} 60% ${50 + (i % 3) * 8}%)"/>`).join("")}
<line x1="300" y1="420" x2="880" y2="420" stroke="hsl(${hue} 15% 80%)" stroke-width="2"/>
${[0, 1, 2, 3].map((i) => `<rect x="300" y="${470 + i * 52}" width="820" height="36" rx="8" fill="hsl(${hue} 20% ${i % 2 ? 97 : 94}%)"/>`).join("")}
<rect x="920" y="140" width="200" height="120" rx="12" fill="hsl(${hue} 60% 92%)"/>
<rect x="920" y="280" width="200" height="120" rx="12" fill="hsl(${(hue + 30) % 360} 60% 92%)"/>
</svg>`;
}

/** A wide banner with a headline, for pick-ups, top links, specials, campaigns and cases. */
export function bannerSvg(seed: string, headline: string, sub = "", width = 1200, height = 400): string {
  const hue = hueOf(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(headline)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 35%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/>
<circle cx="1050" cy="80" r="180" fill="#fff" opacity=".10"/><circle cx="960" cy="360" r="120" fill="#fff" opacity=".08"/>
<text x="72" y="190" font-family="IPAPGothic, sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(headline)}</text>
<text x="72" y="260" font-family="IPAPGothic, sans-serif" font-size="28" fill="#fff" opacity=".9">${escapeXml(sub)}</text>
</svg>`;
}

/** The default page image: an illustration of apps gathering around the suite. */
export function homeIllustrationSvg(storeName: string): string {
  const tiles = Array.from({ length: 9 }, (_, i) => {
    const x = 640 + (i % 3) * 150;
    const y = 120 + Math.floor(i / 3) * 130;
    return `<rect x="${x}" y="${y}" width="110" height="100" rx="22" fill="hsl(${(170 + i * 23) % 360} 55% ${55 + (i % 2) * 8}%)"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(storeName)}">
<rect width="1200" height="630" fill="#eef7f6"/><circle cx="860" cy="320" r="260" fill="#d4ecea"/>${tiles}
<text x="80" y="300" font-family="IPAPGothic, sans-serif" font-size="60" font-weight="700" fill="#125c57">${escapeXml(storeName)}</text>
</svg>`;
}
