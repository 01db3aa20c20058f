/**
 * The API reference at /api/docs: one self-contained HTML page (no CDN, no external assets; our CSP
 * and an offline machine allow nothing else). Its one inline script carries the response's CSP nonce,
 * fetches ./openapi.json and lists every path with its method, access, parameters, body and answers.
 * All text goes into the page through textContent, never as HTML.
 */

const style = `
:root { color-scheme: light dark; --fg:#1b1f24; --muted:#59636e; --line:#d1d9e0; --bg:#fff; --code:#f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fg:#e6edf3; --muted:#9198a1; --line:#3d444d; --bg:#0d1117; --code:#151b23; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
header { padding: 1rem 1.5rem; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: var(--bg); z-index: 1; }
h1 { margin: 0 0 .25rem; font-size: 1.4rem; }
main { padding: 1rem 1.5rem; max-width: 75rem; }
input[type=search] { width: 100%; max-width: 30rem; padding: .4rem .6rem; font: inherit; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
h2 { margin: 2rem 0 .5rem; font-size: 1.15rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
details { border: 1px solid var(--line); border-radius: 6px; margin: .35rem 0; }
summary { cursor: pointer; padding: .4rem .6rem; display: flex; gap: .6rem; align-items: baseline; flex-wrap: wrap; }
.m { font: 600 .75rem ui-monospace, monospace; padding: .1rem .4rem; border-radius: 4px; color: #fff; min-width: 3.7rem; text-align: center; }
.get { background: #0969da; } .post { background: #1a7f37; } .put { background: #9a6700; } .delete { background: #cf222e; } .patch { background: #8250df; }
.p { font-family: ui-monospace, monospace; }
.a { font-size: .75rem; border: 1px solid var(--line); border-radius: 999px; padding: 0 .5rem; color: var(--muted); }
.u { font-size: .75rem; color: #cf222e; }
.s { color: var(--muted); }
.body { padding: .25rem 1rem 1rem; }
.body p { white-space: pre-wrap; margin: .5rem 0; }
table { border-collapse: collapse; width: 100%; margin: .25rem 0 .75rem; font-size: .9rem; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .25rem .4rem; vertical-align: top; }
pre { background: var(--code); padding: .5rem .75rem; border-radius: 6px; overflow: auto; font-size: .8rem; margin: .25rem 0 .75rem; }
h3 { font-size: .95rem; margin: .75rem 0 .25rem; }
`;

/** Plain browser JavaScript (not transpiled): keep it ES2020 and self-contained. */
const script = `
(function () {
  var out = document.getElementById("ops");
  var filter = document.getElementById("filter");
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = String(text);
    return e;
  }
  function resolve(doc, schema) {
    var seen = 0;
    while (schema && schema.$ref && seen++ < 20) {
      var name = schema.$ref.split("/").pop();
      schema = (doc.components && doc.components.schemas && doc.components.schemas[name]) || {};
    }
    return schema || {};
  }
  function typeOf(doc, schema) {
    schema = resolve(doc, schema);
    if (schema.enum) return schema.enum.map(function (v) { return JSON.stringify(v); }).join(" | ");
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (schema.anyOf || schema.oneOf) return (schema.anyOf || schema.oneOf).map(function (s) { return typeOf(doc, s); }).join(" | ");
    var t = Array.isArray(schema.type) ? schema.type.join(" | ") : schema.type || "any";
    if (t === "array") return typeOf(doc, schema.items) + "[]";
    if (schema.format) t += " (" + schema.format + ")";
    return t;
  }
  /** A compact, readable outline of a JSON schema (depth-limited). */
  function outline(doc, schema, indent, depth) {
    schema = resolve(doc, schema);
    if (depth > 6) return "…";
    if (schema.type === "array") return outline(doc, schema.items, indent, depth + 1) + "[]";
    if (schema.anyOf || schema.oneOf) {
      return (schema.anyOf || schema.oneOf).map(function (s) { return outline(doc, s, indent, depth + 1); }).join(" | ");
    }
    if (schema.type === "object" || schema.properties) {
      var props = schema.properties || {};
      var names = Object.keys(props);
      if (!names.length) return schema.additionalProperties ? "{ [key]: " + outline(doc, schema.additionalProperties, indent, depth + 1) + " }" : "{}";
      var req = schema.required || [];
      var pad = "  ".repeat(indent + 1);
      var lines = names.map(function (n) {
        var p = resolve(doc, props[n]);
        var line = pad + n + (req.indexOf(n) >= 0 ? "" : "?") + ": " + outline(doc, p, indent + 1, depth + 1);
        var limits = [];
        if (p.maxLength != null) limits.push("max " + p.maxLength);
        if (p.minLength) limits.push("min " + p.minLength);
        if (p.pattern) limits.push("/" + p.pattern + "/");
        if (p.description) limits.push(p.description);
        return limits.length ? line + "   // " + limits.join("; ") : line;
      });
      return "{\\n" + lines.join("\\n") + "\\n" + "  ".repeat(indent) + "}";
    }
    return typeOf(doc, schema);
  }
  function access(op) {
    var a = op["x-access"];
    if (Array.isArray(a)) return a.join(", ");
    return a || "?";
  }
  function render(doc) {
    document.getElementById("title").textContent = doc.info.title + " " + doc.info.version;
    document.getElementById("intro").textContent = doc.info.description || "";
    var groups = {};
    Object.keys(doc.paths).forEach(function (path) {
      ["get", "post", "put", "delete", "patch"].forEach(function (method) {
        var op = doc.paths[path][method];
        if (!op) return;
        var tag = (op.tags && op.tags[0]) || "Other";
        (groups[tag] = groups[tag] || []).push({ path: path, method: method, op: op });
      });
    });
    var count = 0;
    Object.keys(groups).sort().forEach(function (tag) {
      var section = el("section");
      section.appendChild(el("h2", null, tag));
      groups[tag].forEach(function (item) {
        count++;
        var op = item.op;
        var d = el("details");
        d.dataset.search = (item.method + " " + item.path + " " + (op.summary || "") + " " + tag + " " + access(op)).toLowerCase();
        var s = el("summary");
        s.appendChild(el("span", "m " + item.method, item.method.toUpperCase()));
        s.appendChild(el("span", "p", "/api" + item.path));
        s.appendChild(el("span", "a", access(op)));
        if (op.summary) s.appendChild(el("span", "s", op.summary));
        if (op["x-undocumented"]) s.appendChild(el("span", "u", "not yet described"));
        d.appendChild(s);
        var body = el("div", "body");
        if (op.description) body.appendChild(el("p", null, op.description));
        var params = op.parameters || [];
        if (params.length) {
          body.appendChild(el("h3", null, "Parameters"));
          var table = el("table");
          var head = el("tr");
          ["name", "in", "required", "type", "description"].forEach(function (h) { head.appendChild(el("th", null, h)); });
          table.appendChild(head);
          params.forEach(function (p) {
            p = resolve(doc, p);
            var tr = el("tr");
            tr.appendChild(el("td", "p", p.name));
            tr.appendChild(el("td", null, p.in));
            tr.appendChild(el("td", null, p.required ? "yes" : "no"));
            tr.appendChild(el("td", "p", typeOf(doc, p.schema)));
            tr.appendChild(el("td", null, p.description || (p.schema && resolve(doc, p.schema).description) || ""));
            table.appendChild(tr);
          });
          body.appendChild(table);
        }
        if (op.requestBody) {
          var rb = resolve(doc, op.requestBody);
          Object.keys(rb.content || {}).forEach(function (type) {
            body.appendChild(el("h3", null, "Body (" + type + ")" + (rb.required ? "" : ", optional")));
            body.appendChild(el("pre", null, outline(doc, rb.content[type].schema, 0, 0)));
          });
        }
        body.appendChild(el("h3", null, "Answers"));
        Object.keys(op.responses || {}).sort().forEach(function (status) {
          var r = resolve(doc, op.responses[status]);
          body.appendChild(el("div", null, status + ": " + (r.description || "")));
          var json = r.content && r.content["application/json"];
          if (json && json.schema && String(status).charAt(0) === "2") body.appendChild(el("pre", null, outline(doc, json.schema, 0, 0)));
        });
        d.appendChild(body);
        section.appendChild(d);
      });
      out.appendChild(section);
    });
    document.getElementById("count").textContent = count + " operations";
  }
  filter.addEventListener("input", function () {
    var q = filter.value.trim().toLowerCase();
    document.querySelectorAll("details").forEach(function (d) {
      d.hidden = q !== "" && d.dataset.search.indexOf(q) < 0;
    });
    document.querySelectorAll("section").forEach(function (s) {
      s.hidden = !s.querySelector("details:not([hidden])");
    });
  });
  fetch("openapi.json?_format=json", { credentials: "same-origin" })
    .then(function (res) { if (!res.ok) throw new Error("HTTP " + res.status); return res.json(); })
    .then(render)
    .catch(function (error) { out.textContent = "Could not load openapi.json: " + error.message; });
})();
`;

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export function docsPage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference</title>
<style>${style}</style>
</head>
<body>
<header>
<h1 id="title">API reference</h1>
<label for="filter" class="s">Filter by path, method, role or text (<span id="count">loading…</span>)</label><br>
<input id="filter" type="search" autocomplete="off" placeholder="e.g. emails, post, cms-admin">
</header>
<main>
<p id="intro" class="s" style="white-space:pre-wrap"></p>
<p class="s">Machine-readable: <a href="openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<div id="ops"></div>
</main>
<script nonce="${escapeAttribute(nonce)}">${script}</script>
</body>
</html>`;
}
