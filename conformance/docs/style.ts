// The site's one stylesheet (style.css): the board pictures' dark palette, readable text, and
// pictures laid out in rows that wrap.
export const STYLE = `
:root { --bg: #f6f4ef; --ink: #1f232b; --muted: #5b6170; --line: #d9d4c9; --card: #ffffff;
  --pass: #2f7d32; --fail: #b3261e; --skip: #8a6d00; --board: #1f232b; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink);
  font: 15px/1.5 'DejaVu Sans', 'Noto Sans', Arial, sans-serif; }
header { background: var(--board); color: #ece8df; padding: 12px 24px; }
header a { color: #ece8df; margin-right: 14px; text-decoration: none; }
header a.here { text-decoration: underline; }
header .site { font-weight: bold; margin-right: 24px; }
main { max-width: 1100px; margin: 0 auto; padding: 8px 24px 48px; }
h1 { font-size: 26px; margin: 18px 0 6px; }
h2 { font-size: 20px; margin: 32px 0 6px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 16px; margin: 18px 0 6px; }
code { background: #ebe7de; padding: 0 3px; border-radius: 3px; font-size: 13px; }
pre { background: #ebe7de; padding: 8px; overflow-x: auto; }
table { border-collapse: collapse; margin: 6px 0; }
th, td { border: 1px solid var(--line); padding: 2px 8px; text-align: left; vertical-align: top; }
.id { color: var(--muted); font: 12px monospace; margin-left: 8px; }
.change { color: var(--skip); font-size: 12px; margin-left: 8px; }
.spec-scenarios { color: var(--muted); font-size: 14px; }
.spec-scenarios h4 { margin: 8px 0 2px; font-size: 14px; color: var(--ink); }
.scenario { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--pass);
  border-radius: 4px; padding: 8px 12px; margin: 10px 0; }
.scenario.failed, .scenario.errored { border-left-color: var(--fail); }
.scenario.unsupported { border-left-color: var(--skip); }
.scenario h4 { margin: 0; font-size: 15px; }
.badge { font-size: 11px; text-transform: uppercase; letter-spacing: 0.05em; margin-left: 8px; color: var(--pass); }
.failed .badge, .errored .badge { color: var(--fail); }
.unsupported .badge { color: var(--skip); }
.where { color: var(--muted); font-size: 12px; margin: 0 0 4px; }
.steps { list-style: none; padding: 0; margin: 4px 0; font-family: 'DejaVu Sans Mono', monospace; font-size: 13px; }
.steps .kw { font-weight: bold; color: #6a4c93; }
.description { margin: 4px 0; font-size: 14px; }
.feature { margin: 16px 0 4px; font-size: 14px; }
.steps .background { color: var(--muted); }
.steps .from { font-family: sans-serif; font-size: 11px; text-transform: uppercase; border: 1px solid var(--muted); border-radius: 3px; padding: 0 3px; }
.steps table.grid td { min-width: 2.5em; text-align: center; padding: 0 4px; }
.message { color: var(--fail); font-size: 13px; white-space: pre-wrap; }
.pictures { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; margin: 6px 0; }
figure { margin: 0; }
figure img { display: block; max-width: 100%; background: var(--board); border-radius: 3px; }
figcaption { font-size: 12px; color: var(--muted); text-align: center; }
.frames figure img { max-width: calc(220px * var(--scale, 1)); }
.summary td:nth-child(n+2) { text-align: right; }
.verdict.reconciled, tr.reconciled .state { color: var(--pass); }
.verdict.open, tr.requirement:not(.reconciled) .state { color: var(--fail); }
table.reconcile ul { margin: 2px 0; padding-left: 16px; font-size: 13px; }
`;
