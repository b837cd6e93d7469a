#!/usr/bin/env node
/**
 * The semantic-ui-css the site loads, cut down to what it can use, in two files:
 * - src/styles/reset.generated.css: semantic's reset, part of every page's first paint (src/main.tsx);
 * - src/styles/semantic.generated.css: the components the pages use (forms, segments, messages, icons,
 *   tabs ...), loaded with the pages (src/styles/semantic.ts). The shell (top bar, layouts, topic list,
 *   feed) draws itself with its own small CSS and inline icons, so the first card waits for none of
 *   these.
 *
 * - icon: semantic's icon.min.css names about 1,300 icons (13 kB gzip) and points at five formats of
 *   three fonts (the build emitted about 1.9 MB of eot/woff/ttf/svg and brand icons). We keep its generic
 *   rules (sizes, colours, states), the icons the source names, and woff2 fonts only (every browser we
 *   support reads woff2); the brand font only if a brand icon is used. The fonts themselves (40 and
 *   12 kB) are cut down with subset-font to the glyphs the kept rules draw, into src/styles/fonts, so
 *   the first view fetches about 3 kB of font instead of 52.
 * - the other components: rules for variants we do not use (the colours below, social-network buttons,
 *   inverted and animated variants) are dropped.
 *
 *   node scripts/size-css.mjs          check (npm run size): every icon the source names is in the file,
 *                                      the source asks for no dropped variant, and the fonts are the
 *                                      subset of the glyphs the file draws
 *   node scripts/size-css.mjs --write  regenerate both files (after using a new icon or variant)
 *
 * The source is scanned with patterns, not parsed: icon names in `name="..."`, `icon="..."` and the
 * quoted strings inside `name={...}` / `icon={...}` (a name counts if semantic has such an icon, and
 * its outline variant is kept with it: a component may add " outline" itself); dropped variants in
 * `color=` values, as bare JSX props, and in class strings that contain "ui".
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = path.join(root, 'src/styles/semantic.generated.css');
const resetTarget = path.join(root, 'src/styles/reset.generated.css');
const componentCss = (name) =>
  path.join(root, `node_modules/semantic-ui-css/components/${name}.min.css`);
const semanticFonts = path.join(root, 'node_modules/semantic-ui-css/themes/default/assets/fonts');
/** The icon fonts cut down to the glyphs the CSS draws: from the original's 40 kB to a few hundred bytes. */
const fontDir = path.join(root, 'src/styles/fonts');
const fontFiles = ['icons', 'outline-icons'];

/** The pages' components, in this order, as semantic.min.css has them. */
const components = ['button', 'header', 'icon', 'input', 'loader', 'menu', 'message', 'segment'];

/** Variants dropped from every component. Used ones (blue, grey, orange, basic, tabular...) stay. */
const dropped = [
  ...['red', 'yellow', 'olive', 'green', 'teal', 'violet', 'purple', 'pink', 'brown', 'black'],
  ...['facebook', 'twitter', 'google', 'vk', 'linkedin', 'instagram', 'youtube', 'telegram'],
  ...['whatsapp', 'inverted', 'animated'],
];

/** Icons semantic-ui-react draws by itself: Modal and Message close, Label delete, Dropdown, Search. */
const builtInIcons = ['close', 'delete', 'dropdown', 'search'];

const stripComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Top-level blocks of minified CSS; an at-rule keeps its nested blocks. */
function blocks(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return out;
}

const iconChain = '((?:\\.(?:[a-z0-9-]+|\\\\35 00px))+)';
const iconRule = new RegExp(`^i\\.icon${iconChain}:before$`);
const brandMember = new RegExp(`^i\\.icon${iconChain}$`);
const iconName = (chain) =>
  chain
    .split('.')
    .filter(Boolean)
    .map((c) => (c === '\\35 00px' ? '500px' : c))
    .join(' ');
const droppedClass = new RegExp(`\\.(?:${dropped.join('|')})(?![\\w-])`);

/** Every icon name semantic defines, as words ("thumbs up outline"). */
function semanticIcons() {
  const names = new Set();
  for (const block of blocks(stripComments(readFileSync(componentCss('icon'), 'utf8')))) {
    if (block.startsWith('@')) continue;
    for (const selector of block.slice(0, block.indexOf('{')).split(',')) {
      const match = selector.match(iconRule);
      if (match) names.add(iconName(match[1]));
    }
  }
  return names;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

const sources = sourceFiles(path.join(root, 'src')).map((file) => ({
  file: path.relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

/** The icon names the source uses, each with the first file that names it. */
function usedIcons(known) {
  const used = new Map(builtInIcons.map((name) => [name, 'semantic-ui-react']));
  const add = (name, file) => {
    const clean = name.trim().replace(/\s+/g, ' ');
    if (known.has(clean) && !used.has(clean)) used.set(clean, file);
  };
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/\b(?:name|icon)=(["'])([^"']+)\1/g)) add(match[2], file);
    for (const [, expression] of text.matchAll(/\b(?:name|icon)=\{([^}]*)\}/g)) {
      for (const [, , name] of expression.matchAll(/(["'`])([a-z0-9 ]+)\1/g)) add(name, file);
    }
  }
  for (const [name, file] of [...used]) {
    const outline = `${name} outline`;
    if (known.has(outline) && !used.has(outline)) used.set(outline, file);
  }
  return used;
}

/** Places where the source asks for a dropped variant. */
function droppedInUse() {
  const word = `\\b(${dropped.join('|')})\\b`;
  const patterns = [
    new RegExp(`\\bcolor=(?:["'{][^"'}]*)?${word}`, 'g'),
    new RegExp(`<[A-Z][\\w.]*[^<>]*?\\s(${dropped.join('|')})(?=[\\s=/>])`, 'g'),
    new RegExp(`["'\`][^"'\`\\n]*\\bui\\b[^"'\`\\n]*${word}[^"'\`\\n]*["'\`]`, 'g'),
    new RegExp(`["'\`][^"'\`\\n]*${word}[^"'\`\\n]*\\bui\\b[^"'\`\\n]*["'\`]`, 'g'),
  ];
  const found = new Set();
  for (const { file, text } of sources) {
    if (!file.endsWith('x')) continue;
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const variant = match.slice(1).find(Boolean);
        found.add(`${file}: "${variant}"`);
      }
    }
  }
  return [...found];
}

function fontFace(block) {
  const family = block.match(/font-family:([^;]+);/)?.[1];
  const file = { Icons: 'icons', 'outline-icons': 'outline-icons' }[family];
  if (!file) return null;
  return (
    `@font-face{font-family:${family};src:url(./fonts/${file}.woff2) format('woff2');` +
    'font-style:normal;font-weight:400;font-display:block}'
  );
}

/** Keeps the selectors of `block` that `keep` accepts; recurses into @media. */
function prune(block, keep) {
  if (block.startsWith('@media')) {
    const open = block.indexOf('{');
    const inner = blocks(block.slice(open + 1, -1))
      .map((b) => prune(b, keep))
      .filter(Boolean);
    return inner.length > 0 ? `${block.slice(0, open + 1)}${inner.join('')}}` : null;
  }
  if (block.startsWith('@')) return block;
  const open = block.indexOf('{');
  const body = block.slice(open);
  const selectors = block
    .slice(0, open)
    .split(',')
    .filter((selector) => keep(selector, body));
  return selectors.length > 0 ? `${selectors.join(',')}${body}` : null;
}

function componentRules(name, icons) {
  const css = stripComments(readFileSync(componentCss(name), 'utf8'));
  const kept = [];
  for (const block of blocks(css)) {
    if (name === 'icon' && block.startsWith('@font-face')) {
      const face = fontFace(block);
      if (face) kept.push(face);
      continue;
    }
    const rule = prune(block, (selector, body) => {
      if (name === 'icon') {
        const named = selector.match(iconRule);
        if (named) return icons.has(iconName(named[1]));
        const member = selector.match(brandMember);
        if (member && body.includes('font-family:brand-icons'))
          return icons.has(iconName(member[1]));
      }
      return !droppedClass.test(selector);
    });
    if (rule) kept.push(rule);
  }
  return kept.join('\n');
}

async function generate(names, icons) {
  const version = JSON.parse(
    readFileSync(path.join(root, 'node_modules/semantic-ui-css/package.json'), 'utf8'),
  ).version;
  const header =
    `/*\n * GENERATED by scripts/size-css.mjs from semantic-ui-css ${version} (MIT): ` +
    `${names.join(', ')}.\n` +
    ' * Unused variants dropped; icons: only those the source names, woff2 fonts only.\n' +
    ' * After using a new icon or variant, run `node scripts/size-css.mjs --write`;\n' +
    ' * `npm run size` fails while the source asks for something this file lacks.\n */\n';
  const parts = names.map((name) => `/* ${name} */\n${componentRules(name, icons)}`);
  const config = (await prettier.resolveConfig(target)) ?? {};
  return prettier.format(header + parts.join('\n'), { ...config, parser: 'css' });
}

/** The icon names the generated file defines now. */
function definedIcons() {
  let css = '';
  try {
    css = readFileSync(target, 'utf8');
  } catch {
    // not generated yet: every icon is missing
  }
  const pattern = new RegExp(`i\\.icon${iconChain}:before`, 'g');
  return new Set([...css.matchAll(pattern)].map((m) => iconName(m[1])));
}

/** The characters the CSS draws with the icon fonts (`content: '\\f00d'`). */
function iconText(css) {
  const chars = [...css.matchAll(/content:\s*(['"])\\([0-9a-f]{4,5})\1/gi)].map(([, , hex]) =>
    String.fromCodePoint(parseInt(hex, 16)),
  );
  return [...new Set(chars)].sort().join('');
}

/** Each icon font cut down to `text` (both fonts get the same set: a few glyphs more, one list). */
async function subsets(text) {
  return Promise.all(
    fontFiles.map(async (name) => ({
      file: path.join(fontDir, `${name}.woff2`),
      bytes: await subsetFont(readFileSync(path.join(semanticFonts, `${name}.woff2`)), text, {
        targetFormat: 'woff2',
      }),
    })),
  );
}

/** The fonts on disk that differ from a fresh subset of the CSS's glyphs. */
async function staleFonts(css) {
  const stale = [];
  for (const { file, bytes } of await subsets(iconText(css))) {
    let current = null;
    try {
      current = readFileSync(file);
    } catch {
      // not generated yet
    }
    if (!current || !current.equals(bytes)) stale.push(path.relative(root, file));
  }
  return stale;
}

const icons = usedIcons(semanticIcons());

if (process.argv.includes('--write')) {
  writeFileSync(resetTarget, await generate(['reset'], icons));
  const css = await generate(components, icons);
  writeFileSync(target, css);
  mkdirSync(fontDir, { recursive: true });
  for (const { file, bytes } of await subsets(iconText(css))) writeFileSync(file, bytes);
  console.log(
    `css: wrote ${path.relative(root, resetTarget)} and ${path.relative(root, target)}; icons: ` +
      [...icons.keys()].sort().join(', '),
  );
} else {
  const defined = definedIcons();
  const missing = [...icons].filter(([name]) => !defined.has(name));
  const variants = droppedInUse();
  missing.forEach(([name, file]) =>
    console.error(`css: icon "${name}" (${file}) is missing from ${path.relative(root, target)}`),
  );
  variants.forEach((place) =>
    console.error(`css: a variant dropped from the CSS is used: ${place}`),
  );
  const stale = await staleFonts(readFileSync(target, 'utf8'));
  stale.forEach((file) =>
    console.error(`css: ${file} is not the subset of the glyphs the CSS draws`),
  );
  if (missing.length > 0 || variants.length > 0 || stale.length > 0) {
    console.error(
      'css: run `node scripts/size-css.mjs --write`; for a dropped variant, first take it off the' +
        ' `dropped` list in scripts/size-css.mjs',
    );
    process.exit(1);
  }
  const unused = [...defined].filter((name) => !icons.has(name));
  console.log(
    `css: the ${icons.size} icons the source names are all in ${path.relative(root, target)}` +
      (unused.length > 0 ? `; no longer used: ${unused.join(', ')}` : ''),
  );
}
