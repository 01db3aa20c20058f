import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.ts";

/** Known stored-XSS vectors (OWASP cheat sheet and friends). Each must come back inert. */
const vectors = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="/uploads/a.jpg" onerror="alert(1)">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<p style="width: expression(alert(1))">x</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<body onload="alert(1)">',
  '<input onfocus="alert(1)" autofocus>',
  '<details open ontoggle="alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<<script>alert(1)//<</script>",
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="//evil.example/x.png">',
  '<a href="//evil.example">x</a>',
  '<td background="javascript:alert(1)">x</td>',
  '<img src="/uploads/../../etc/passwd">',
];

/** inert = nothing that could run script once this HTML is rendered */
function assertInert(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|object|embed|form|meta|base|link|svg|math|body|input|video|source|details)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/(href|src)="\/\//i);
  expect(html).not.toMatch(/src="\/uploads\/\.\./i);
}

describe("sanitizeRichText", () => {
  it.each(vectors)("makes %s inert", (vector) => {
    const clean = sanitizeRichText(vector);
    assertInert(clean);
    // sanitising is stable: a second pass changes nothing
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it("keeps the allowed formatting", () => {
    const html =
      "<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>a</li></ul><ol><li>b</li></ol>" +
      '<blockquote>q</blockquote><hr /><pre>x</pre><table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1">d</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("keeps safe links and images, forcing rel on new-tab links", () => {
    expect(sanitizeRichText('<a href="https://example.com" title="t" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" title="t" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@example.com">m</a>')).toContain(
      'href="mailto:info@example.com"',
    );
    expect(sanitizeRichText('<a href="tel:+31151234567">t</a>')).toContain('href="tel:+31151234567"');
    expect(sanitizeRichText('<a href="/nieuws/x">r</a>')).toContain('href="/nieuws/x"');
    expect(sanitizeRichText('<img src="/uploads/news/1/a.jpg" alt="A" width="300" height="200">')).toBe(
      '<img src="/uploads/news/1/a.jpg" alt="A" width="300" height="200" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.jpg" alt="">')).toContain(
      "https://cdn.example.com/a.jpg",
    );
    expect(sanitizeRichText('<img src="http://insecure.example/a.jpg">')).toBe("");
  });

  it("drops unknown tags but keeps their text", () => {
    expect(sanitizeRichText("<div><span>hello</span></div>")).toBe("hello");
  });
});
