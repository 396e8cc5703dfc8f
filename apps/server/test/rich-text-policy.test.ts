import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/lib/rich-text';

// The rich-text policy alone (no server): what survives and what goes.

/** No executable or layout-escaping leftovers, whatever the input was. */
const expectHarmless = (html: string) => {
  expect(html).not.toMatch(/<\s*\/?\s*(script|style|iframe|object|embed|svg|math|form|input)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(/i);
  expect(html).not.toMatch(/position|z-index|inset|transform|display|visibility|opacity/i);
};

const clean = (html: string) => {
  const out = sanitizeRichText(html);
  expectHarmless(out);
  // Sanitising again changes nothing: what is stored is a fixed point of the policy.
  expect(sanitizeRichText(out)).toBe(out);
  return out;
};

describe('rich-text policy', () => {
  it('removes a full-window overlay but keeps harmless colour and alignment', () => {
    expect(
      clean(
        '<div style="position:fixed;inset:0;z-index:99999;top:0;left:0;width:100%;height:100%;' +
          'color:#c00;text-align:center;background-color:rgba(0, 0, 0, 0.5);transform:scale(9);' +
          'display:block;opacity:0.9;pointer-events:none">You won!</div>',
      ),
    ).toBe(
      '<div style="color:#c00;text-align:center;background-color:rgba(0, 0, 0, 0.5)">You won!</div>',
    );
    // Only forbidden properties: the style attribute goes altogether.
    expect(clean('<p style="position:absolute;bottom:0;right:0;visibility:hidden">x</p>')).toBe(
      '<p>x</p>',
    );
  });

  it('drops scripts with their content and every event handler', () => {
    expect(clean('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('');
    expect(clean('<img src="/api/file/object/a.png" onerror="alert(1)" onload="x()">')).toBe(
      '<img src="/api/file/object/a.png" />',
    );
    expect(clean('<p onclick="alert(1)" onmouseover=alert(1)>hi</p>')).toBe('<p>hi</p>');
    expect(clean('<body onload=alert(1)><p>x</p></body>')).toBe('<p>x</p>');
  });

  it('keeps only http, https, mailto and relative links, opened safely', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ])
      expect(clean(`<a href="${href}">x</a>`), href).toBe('x');
    expect(clean('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()">a</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">a</a>',
    );
    expect(clean('<a href="/goods/1" target="_self" rel="opener">b</a>')).toBe(
      '<a href="/goods/1" target="_blank" rel="noopener noreferrer">b</a>',
    );
    expect(clean('<a href="mailto:shop@example.com">c</a>')).toBe(
      '<a href="mailto:shop@example.com" rel="noopener noreferrer" target="_blank">c</a>',
    );
  });

  it('keeps pictures from the web or this server only', () => {
    for (const src of [
      'x',
      '../x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/\t/evil.example/x.png',
      '/&#10;/evil.example/x.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      'ftp://example.com/x.png',
    ])
      expect(clean(`<p><img src="${src}" alt="a"></p>`), src).toBe('<p></p>');
    expect(clean('<img src="https://cdn.example.com/a.png" alt="A" width="300" height="x">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="A" width="300" />',
    );
  });

  it('drops background:url(…), expression(…), behaviours and out-of-bounds values', () => {
    expect(clean('<p style="background:url(javascript:alert(1))">a</p>')).toBe('<p>a</p>');
    expect(
      clean(
        '<p style="background-image:url(https://x/y.png);color:blue;behavior:url(x.htc)">b</p>',
      ),
    ).toBe('<p style="color:blue">b</p>');
    expect(clean('<p style="color:expression(alert(1));width:expression(1)">c</p>')).toBe(
      '<p>c</p>',
    );
    expect(clean('<p style="color:red} p{position:fixed">d</p>')).toBe(
      '<p style="color:red">d</p>',
    );
    expect(clean('<p style="color:r\\65 d;font-size:9999px;margin:-200px 0">e</p>')).toBe(
      '<p>e</p>',
    );
    expect(
      clean(
        '<p style="font-size:16px;line-height:1.6;margin:0 auto;padding:4px 8px;font-weight:700;' +
          'font-style:italic;text-decoration:underline">f</p>',
      ),
    ).toBe(
      '<p style="font-size:16px;line-height:1.6;margin:0 auto;padding:4px 8px;font-weight:700;' +
        'font-style:italic;text-decoration:underline">f</p>',
    );
    // Width only on pictures.
    expect(
      clean('<p style="width:100%">g</p><img src="/a.png" style="width:100%;max-width:600px">'),
    ).toBe('<p>g</p><img src="/a.png" style="width:100%;max-width:600px" />');
  });

  it('drops svg, math, iframes, objects and forms with their content', () => {
    expect(clean('<svg onload=alert(1)><circle r="9"/></svg>after')).toBe('after');
    expect(clean('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
    expect(clean('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
    expect(clean('<object data="x.swf"><embed src="x.swf"></object>ok')).toBe('ok');
    expect(clean('<form action="/x"><input value="1"><button>Buy</button></form>')).toBe('Buy');
    expect(clean('<style>body{display:none}</style><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<p class="a" id="b" data-x="1" title="t">c</p><!-- note -->')).toBe('<p>c</p>');
  });

  it('survives nested, upper-case and entity-encoded tricks', () => {
    expect(clean('<scr<script>ipt>alert(1)</scr</script>ipt>')).not.toContain('<');
    expect(clean('<SCRIPT>alert(1)</SCRIPT><IMG SRC=x ONERROR=alert(1)>')).toBe('');
    expect(clean('<P STYLE="POSITION:fixed;Z-INDEX:9;color:green" ONCLICK=x()>u</P>')).toBe(
      '<p style="color:green">u</p>',
    );
    // A raw-text element's end tag hidden in an attribute does not break out.
    expect(clean('<iframe><p title="</iframe><img src=x onerror=alert(1)>"></iframe>')).toBe('');
    expect(clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe(
      '',
    );
    // Entities in attributes are decoded before the checks and encoded again on the way out.
    expect(clean('<img src="/x.png" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">')).toBe(
      '<img src="/x.png" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(clean('<p style="&#112;osition:fixed;c&#111;lor:red">v</p>')).toBe(
      '<p style="color:red">v</p>',
    );
    expect(clean('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
  });

  it('leaves an ordinary description unchanged', () => {
    const ordinary =
      '<h2>Lemonade</h2>' +
      '<p>Cold <strong>lemonade</strong>, <em>fresh</em>, <b>bold</b>, <i>light</i>, <u>sweet</u> and <s>cheap</s>.<br />Since 1999.</p>' +
      '<ul><li>330 ml</li><li>No sugar</li></ul><ol><li>Chill</li><li>Open</li></ol>' +
      '<p style="text-align:center;color:#336699"><img src="/api/file/object/goods/can.png" alt="Can" width="300" height="200" /></p>' +
      '<blockquote>The best</blockquote><hr />' +
      '<table><thead><tr><th>Size</th><th>Price</th></tr></thead><tbody><tr><td colspan="2">330 ml</td></tr></tbody></table>' +
      '<p><a href="https://example.com/lemonade" rel="noopener noreferrer" target="_blank">More</a></p>' +
      '<div><span style="font-size:14px;font-weight:bold">Fresh &amp; cold</span></div>';
    expect(clean(ordinary)).toBe(ordinary);
  });
});
