import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl, normalizeLinkUrl } from './links';
import { richTextToPlain, sanitizeRichText } from './sanitize';

// Node has no DOM, so DOMPurify cannot parse here: sanitizeRichText then keeps the text alone,
// escaped. These tests hold it to that, and test the link rules and the plain-text extraction that
// work the same everywhere. The DOMPurify path (what the browser runs) is checked with the same
// payloads in Chromium by the Primitives/RichText story "XSS view".

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<style>body{display:none}</style><p style="color:red">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<p onclick="alert(1)" onmouseover=alert(1)>text</p>',
  '<a href=" JaVaScRiPt:alert(1)">spaced</a>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
];

const dangerous = /<script|<img|<svg|<iframe|<style|\son\w+\s*=|javascript:|data:/i;

describe('sanitizeRichText without a DOM', () => {
  it.each(payloads)('keeps no markup that can run from %s', (payload) => {
    expect(sanitizeRichText(payload)).not.toMatch(dangerous);
  });

  it('keeps the words, escaped, a paragraph per block', () => {
    expect(sanitizeRichText('<p>One &amp; <strong>two</strong></p><p>a &lt;b&gt;</p>')).toBe(
      '<p>One &amp; two</p><p>a &lt;b&gt;</p>',
    );
  });

  it("gives '' for nothing or only markup", () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText('<script>x</script>')).toBe('');
  });

  it('never lets markup through, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('<', '>', '"', "'", '=', ' ', 'a', 'on', 'script', 'javascript:', '&', ';', '/', 'img'),
          maxLength: 60,
        }),
        (input) => {
          const out = sanitizeRichText(input);
          // Typed text may read 'javascript:' or 'onclick=': harmless as words. What matters is that
          // no tag but the <p> wrappers is left, so none of it can sit in an element or attribute.
          expect(out).not.toMatch(/<script/i);
          expect(out.match(/<[^>]*>/g)?.filter((tag) => tag !== '<p>' && tag !== '</p>') ?? []).toEqual([]);
          expect(out.replace(/<\/?p>/g, '')).not.toMatch(/[<>]/);
        },
      ),
    );
  });
});

describe('richTextToPlain', () => {
  it('reads blocks and line breaks as lines, entities as characters', () => {
    expect(richTextToPlain('<p>Hola <b>mundo</b></p><ul><li>uno</li><li>dos</li></ul>a<br>b')).toBe(
      'Hola mundo\nuno\ndos\na\nb',
    );
    expect(richTextToPlain('<p>5 &lt; 6 &amp;&amp; caf&#233; &#x1F600;&nbsp;ok</p>')).toBe('5 < 6 && café 😀 ok');
  });

  it('drops what is not text: scripts, styles, comments, attributes holding ">"', () => {
    expect(
      richTextToPlain('<style>p{}</style><!-- hidden --><script>alert(1)</script><a title="a>b" href="#">link</a>'),
    ).toBe('link');
  });

  it("gives '' for empty rich text", () => {
    expect(richTextToPlain('')).toBe('');
    expect(richTextToPlain('<p><br></p><p>   </p>')).toBe('');
  });

  it('holds no tag for any input', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('<', '>', 'p', '/', 'b', ' ', 'x', '"', '!--', '-->'), maxLength: 40 }),
        (input) => {
          expect(richTextToPlain(input)).not.toMatch(/<\/?[a-z][^<]*>/i);
        },
      ),
    );
  });
});

describe('links', () => {
  it('accepts http, https and mailto only', () => {
    expect(isSafeLinkUrl('https://example.com/a?b#c')).toBe(true);
    expect(isSafeLinkUrl('http://example.com')).toBe(true);
    expect(isSafeLinkUrl('mailto:ana@example.com')).toBe(true);
    const bad = [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '/relative',
      '#top',
      'https://',
      'mailto:',
    ];
    for (const href of bad) expect(isSafeLinkUrl(href), href).toBe(false);
  });

  it('normalizes what a person types into a link', () => {
    expect(normalizeLinkUrl('example.com')).toBe('https://example.com/');
    expect(normalizeLinkUrl(' example.com/page?x=1 ')).toBe('https://example.com/page?x=1');
    expect(normalizeLinkUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(normalizeLinkUrl('ana@example.com')).toBe('mailto:ana@example.com');
    expect(normalizeLinkUrl('mailto:ana@example.com')).toBe('mailto:ana@example.com');
    expect(normalizeLinkUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
    const bad = [
      '',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      'hello',
      'two words.com',
      'localhost:3000',
    ];
    for (const input of bad) expect(normalizeLinkUrl(input), input).toBeNull();
  });

  it('never gives a URL of another scheme', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.emailAddress()), (input) => {
        const url = normalizeLinkUrl(input);
        if (url !== null) expect(url).toMatch(/^(https?:\/\/|mailto:)/);
      }),
    );
  });
});
