/** Seeded artwork is drawn here as SVG, so the demo needs no third-party images. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function logoSvg(name: string, primary: string, secondary: string, text: string): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  // Wide enough for the whole name in 20 px bold Arial (about 12.5 px a character, at most).
  const width = 76 + Math.ceil(name.length * 12.5) + 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" role="img" aria-label="${escape(name)}">
<rect width="64" height="64" rx="14" fill="${secondary}"/><text x="32" y="42" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="${text}" text-anchor="middle">${escape(initials)}</text>
<text x="76" y="40" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="${primary === '#ffffff' ? secondary : primary}">${escape(name)}</text></svg>`;
}

export function bannerSvg(title: string, primary: string, secondary: string, text: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="420" viewBox="0 0 1600 420" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>
<rect width="1600" height="420" fill="url(#g)"/><circle cx="1350" cy="90" r="60" fill="#ffffff" opacity="0.25"/>
<path d="M0 340 Q 400 250 800 330 T 1600 310 V420 H0Z" fill="#ffffff" opacity="0.18"/>
<text x="80" y="230" font-family="Arial,sans-serif" font-size="64" font-weight="700" fill="${text}">${escape(title)}</text></svg>`;
}

/** A landscape in the portal's photo proportions; the label, when given, is drawn along its foot. */
export function pictureSvg(label: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520" viewBox="0 0 800 520" role="img" aria-label="${escape(label)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,80%)"/></linearGradient></defs>
<rect width="800" height="520" fill="url(#s)"/><circle cx="640" cy="120" r="56" fill="hsl(${(hue + 180) % 360},90%,85%)"/>
<path d="M0 400 L180 250 L320 360 L480 200 L800 420 V520 H0Z" fill="hsl(${hue},35%,30%)" opacity="0.75"/>
${
  label
    ? `<rect x="0" y="430" width="800" height="90" fill="#000000" opacity="0.35"/>
<text x="32" y="490" font-family="Arial,sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escape(label)}</text>`
    : ''
}</svg>`;
}

/** A tail-fin badge with the carrier code, shown where the results name an airline. */
export function airlineLogoSvg(code: string, name: string): string {
  const hue = [...code].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escape(name)}">
<rect width="64" height="64" rx="12" fill="hsl(${hue},60%,35%)"/><path d="M10 52 L34 10 L54 10 L36 52Z" fill="hsl(${(hue + 30) % 360},80%,60%)" opacity="0.55"/>
<text x="32" y="41" font-family="Arial,sans-serif" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">${escape(code)}</text></svg>`;
}

/** One of the sandbox's hotel photos (1–24): a facade of lit windows under a sky of its own hue. */
export function hotelPhotoSvg(n: number): string {
  const hue = (n * 47) % 360;
  const floors = 4 + (n % 4);
  const windows = Array.from({ length: floors * 6 }, (_, i) => {
    const x = 250 + (i % 6) * 50;
    const y = 460 - (Math.floor(i / 6) + 1) * 52;
    return `<rect x="${x}" y="${y}" width="28" height="34" rx="3" fill="${(i * 7 + n) % 5 === 0 ? '#2b2b2b' : '#ffe9a8'}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520" viewBox="0 0 800 520" role="img" aria-label="Hotel ${n}">
<defs><linearGradient id="h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},55%,88%)"/></linearGradient></defs>
<rect width="800" height="520" fill="url(#h)"/><rect x="230" y="${460 - floors * 52 - 20}" width="320" height="${floors * 52 + 20}" fill="hsl(${(hue + 200) % 360},20%,38%)"/>${windows}
<rect x="365" y="420" width="50" height="40" fill="#3a2a1a"/><rect x="0" y="460" width="800" height="60" fill="hsl(${(hue + 90) % 360},30%,35%)"/></svg>`;
}

const hueOf = (text: string) => [...text].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) % 360;

/** A sandbox car category's photo: a side view in the category's own colour, with its name. */
export function carPhotoSvg(acriss: string, name: string): string {
  const hue = hueOf(acriss);
  const tall = /^[SFM]V|^[SF]F/.test(acriss) ? 18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="280" viewBox="0 0 480 280" role="img" aria-label="${escape(name)}">
<rect width="480" height="280" fill="#f4f6f8"/><rect x="0" y="226" width="480" height="54" fill="#dfe3e8"/>
<path d="M60 ${200 - tall} Q70 ${150 - tall} 130 ${145 - tall} L170 ${100 - tall} Q190 ${86 - tall} 230 ${86 - tall} L320 ${86 - tall} Q350 ${88 - tall} 375 ${140 - tall} L410 ${150 - tall} Q430 ${158 - tall} 430 ${200 - tall} L430 210 L60 210Z" fill="hsl(${hue},65%,42%)"/>
<path d="M185 ${108 - tall} Q200 ${98 - tall} 232 ${98 - tall} L262 ${98 - tall} L262 ${142 - tall} L150 ${142 - tall}Z M276 ${98 - tall} L318 ${98 - tall} Q340 ${100 - tall} 358 ${142 - tall} L276 ${142 - tall}Z" fill="#cfe3f3"/>
<circle cx="140" cy="212" r="30" fill="#263238"/><circle cx="140" cy="212" r="13" fill="#b0bec5"/>
<circle cx="355" cy="212" r="30" fill="#263238"/><circle cx="355" cy="212" r="13" fill="#b0bec5"/>
<text x="24" y="40" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#263238">${escape(name)}</text></svg>`;
}

/** A transport company's logo (car rentals, bus companies): a badge with its initials and name. */
export function companyLogoSvg(name: string): string {
  const hue = hueOf(name);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}|^\d/u.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escape(name)}">
<rect width="240" height="80" rx="12" fill="hsl(${hue},55%,30%)"/><rect x="8" y="8" width="64" height="64" rx="10" fill="hsl(${(hue + 40) % 360},75%,60%)"/>
<text x="40" y="50" font-family="Arial,sans-serif" font-size="${initials.length > 2 ? 20 : 26}" font-weight="700" fill="#ffffff" text-anchor="middle">${escape(initials || name[0] || '')}</text>
<text x="84" y="47" font-family="Arial,sans-serif" font-size="${name.length > 14 ? 12 : 17}" font-weight="700" fill="#ffffff">${escape(name)}</text></svg>`;
}
