/** The pages' one style sheet, inline in each page (no request before the first paint). System fonts only. */
export const STYLES = `
:root{color-scheme:light dark;--bg:#f7f6fb;--fg:#1b1726;--muted:#4a4458;--card:#fff;--line:#e3e0ec;--accent:#6d28d9;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0f0d16;--fg:#f4f2fa;--muted:#c9c3d8;--card:#1b1726;--line:#2e2940;--accent:#a78bfa;--on-accent:#12091f}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding-bottom:64px}
a{color:var(--accent)}
.skip{position:absolute;inset-inline-start:-999px}.skip:focus{inset-inline-start:8px;top:8px;z-index:9;background:var(--card);padding:8px}
header{display:flex;align-items:center;gap:12px;padding:8px 16px;border-bottom:1px solid var(--line);background:var(--card)}
.brand{font-weight:700;font-size:20px;text-decoration:none;color:var(--fg);margin-inline-end:auto}
.cta{display:inline-block;background:var(--accent);color:var(--on-accent);font-weight:600;text-decoration:none;border-radius:999px;padding:10px 20px;min-height:44px}
.bottom-tabs ul{display:flex;margin:0;padding:0;list-style:none}
.bottom-tabs a{display:block;padding:12px;text-decoration:none;color:var(--fg)}
@media (max-width:719px){.bottom-tabs{position:fixed;bottom:0;inset-inline:0;background:var(--card);border-top:1px solid var(--line);z-index:2}.bottom-tabs ul{justify-content:space-around}.bottom-tabs a{font-size:14px;padding:12px 6px}}
@media (min-width:720px){body{padding-bottom:0}}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:clamp(28px,7vw,44px);line-height:1.15;margin:16px 0}
.lead{font-size:18px;color:var(--muted)}
.bonus{font-weight:600}
.features{display:grid;gap:16px;padding:0;list-style:none}
@media (min-width:720px){.features{grid-template-columns:repeat(3,1fr)}}
.features li{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:16px}
h3{margin:0 0 8px}
article p{max-width:70ch;overflow-wrap:anywhere}
footer{border-top:1px solid var(--line);padding:16px;font-size:14px;color:var(--muted)}
footer ul{display:flex;flex-wrap:wrap;gap:4px 16px;padding:0;margin:0 0 12px;list-style:none}
footer a{color:var(--fg);display:inline-block;padding:6px 0}
.consent-settings{min-height:44px;padding:0;border:0;background:none;color:var(--fg);font:inherit;text-decoration:underline;cursor:pointer}
select{font:inherit;margin-inline-start:8px;min-height:32px}
.gate{position:fixed;inset:0;z-index:10;display:grid;place-items:center;background:rgb(15 13 22/.7);padding:16px}
.gate>div{background:var(--card);color:var(--fg);border-radius:16px;padding:24px;max-width:420px}
.gate h2{margin:0 0 8px}
.gate button{font:inherit;font-weight:600;border-radius:999px;padding:10px 18px;min-height:44px;margin:8px 8px 0 0;border:1px solid var(--line);background:var(--card);color:var(--fg);cursor:pointer}
.gate [data-aura-confirm]{background:var(--accent);color:var(--on-accent);border-color:var(--accent)}
`
  .replace(/\n/g, '')
  .trim();
