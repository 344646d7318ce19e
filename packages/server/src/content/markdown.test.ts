// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, renderMarkdown, sanitizeContentHtml, slugify } from './markdown';
import { FIGURE_NAMES, ipc2221WidthMm, renderFigure } from './figures';

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown with ids on h2/h3 and a table of contents', () => {
    const { html, headings } = renderMarkdown(
      '## Two classes\n\ntext\n\n### Class 1 & 2\n\n## Two classes\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h2 id="two-classes">Two classes</h2>');
    expect(html).toContain('<h3 id="class-1-2">Class 1 &amp; 2</h3>');
    expect(html).toContain('<h2 id="two-classes-2">');
    expect(html).toContain('<div class="fe-table-wrap"><table class="fe-table">');
    expect(headings).toEqual([
      { Id: 'two-classes', Text: 'Two classes', Level: 2 },
      { Id: 'class-1-2', Text: 'Class 1 & 2', Level: 3 },
      { Id: 'two-classes-2', Text: 'Two classes', Level: 2 },
    ]);
  });

  it('links [[part numbers]] to their product pages, slashes as backslashes', () => {
    const { html, parts } = renderMarkdown('Use [[LM1117MPX-3.3/NOPB]] or [[BC847B,215]], then [[LM1117MPX-3.3/NOPB]] again.');
    expect(html).toContain('<a class="fe-part-link" href="/product/LM1117MPX-3.3%5CNOPB">LM1117MPX-3.3/NOPB</a>');
    expect(html).toContain('href="/product/BC847B%2C215"');
    expect(parts).toEqual(['LM1117MPX-3.3/NOPB', 'BC847B,215']);
  });

  it('places generated figures and drops unknown ones', () => {
    const { html } = renderMarkdown('Before\n\n{{figure mlcc-dc-bias}}\n\n{{figure no-such-figure}}\n\nAfter');
    expect(html).toContain('<figure class="fe-figure"><svg');
    expect(html).toContain('viewBox="0 0 640 380"');
    expect(html).toContain('<figcaption>');
    expect(html).not.toContain('no-such-figure');
    expect(html).toContain('<p>After</p>');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>ok', /<script|alert/],
    ['an event attribute', '<img src="/x.png" onerror="alert(1)">', /onerror|alert/],
    ['a javascript: link', '[click](javascript:alert(1))', /javascript:/i],
    ['a javascript: link in HTML', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript/i],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', /avascript/i],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', /data:/],
    ['an external image', '![x](https://evil.example/x.png)', /evil\.example/],
    ['a protocol-relative image', '<img src="//evil.example/x.png">', /evil\.example/],
    ['an SVG onload', '<svg onload="alert(1)"><circle r="2"></circle></svg>', /onload|alert/],
    ['script inside SVG', '<svg><script>alert(1)</script></svg>', /<script|alert/],
    ['foreignObject', '<svg><foreignObject><iframe src="/x"></iframe></foreignObject></svg>', /foreignobject|iframe/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /iframe/],
    ['a style element', '<style>body{display:none}</style>', /<style|display:none/],
    ['a style attribute', '<p style="position:fixed">x</p>', /style=/],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', /<form|<input/],
    ['an id that clobbers the page', '<h2 id="main">x</h2>', /id="main"/],
  ])('strips %s', (_name, source, forbidden) => {
    const { html } = renderMarkdown(source);
    expect(html).not.toMatch(forbidden);
  });

  it('keeps external links but marks them nofollow, and keeps site links plain', () => {
    const { html } = renderMarkdown('[JEDEC](https://www.jedec.org) and [returns](/ReturnRefund)');
    expect(html).toContain('<a href="https://www.jedec.org" rel="noopener noreferrer nofollow">JEDEC</a>');
    expect(html).toContain('<a href="/ReturnRefund">returns</a>');
  });
});

describe('figures', () => {
  it.each(FIGURE_NAMES)('%s survives the sanitiser unchanged in substance', (name) => {
    const raw = renderFigure(name)!;
    const clean = sanitizeContentHtml(raw);
    const count = (html: string, tag: string) => html.split(`<${tag}`).length - 1;
    for (const tag of ['svg', 'line', 'text', 'rect', 'polyline', 'circle', 'figcaption'])
      expect(count(clean, tag), tag).toBe(count(raw, tag));
    expect(clean).toContain('viewBox=');
    expect(clean).toContain('role="img"');
  });

  // IPC-2221 external-layer widths for 1 oz copper; reference values from the standard's formula
  // (also tabulated by common trace-width calculators: 1 A at 10 °C rise ≈ 11.8 mil ≈ 0.30 mm).
  it.each([
    [1, 10, 1, 'external', 0.3],
    [3, 10, 1, 'external', 1.37],
    [3, 10, 2, 'external', 0.68],
    [1, 10, 1, 'internal', 0.78],
  ] as const)('IPC-2221: %s A, %s °C rise, %s oz %s → %s mm', (current, rise, oz, layer, mm) => {
    expect(ipc2221WidthMm(current, rise, oz, layer)).toBeCloseTo(mm, 2);
  });
});

describe('slugify, countWords, readingMinutes', () => {
  it.each([
    ['Choosing C0G vs. X7R', 'choosing-c0g-vs-x7r'],
    ['Crème brûlée', 'creme-brulee'],
    ['Q&amp;A', 'q-a'],
    ['***', 'section'],
  ])('slugify(%s) = %s', (text, slug) => expect(slugify(text)).toBe(slug));

  it('counts prose words, not figure text', () => {
    expect(
      countWords('<p>One two three.</p><figure><svg><text>ignored words here</text></svg><figcaption>Four five</figcaption></figure>'),
    ).toBe(5);
  });

  it('reads 200 words a minute, at least one minute', () => {
    expect(readingMinutes(50)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1390)).toBe(7);
  });
});
