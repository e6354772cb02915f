/**
 * What `GET /api/logout` answers when another site sent the browser there: a question instead of
 * a sign-out, so no link, image or e-mail elsewhere can end a member's session. Its button posts
 * the sign-out from this page, on the product's own origin, which the Origin check accepts. The
 * colours are the SPA's own (web/src/index.css), light and dark; the CSP allows inline styles and
 * no scripts, and this page needs none.
 */
export const SIGN_OUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out? · Seekers' Circle</title>
<style>
:root{--background:#f7f4ef;--foreground:#2a2724;--card:#fffdf9;--muted-foreground:#5c554d;--border:#ddd4c6;--primary:#3d6a5a;--primary-foreground:#fff;--ring:#3d6a5a;color-scheme:light}
@media (prefers-color-scheme:dark){:root{--background:#161819;--foreground:#ebe7e0;--card:#1e2123;--muted-foreground:#b5afa6;--border:#353a3d;--primary:#93c4b0;--primary-foreground:#102019;--ring:#93c4b0;color-scheme:dark}}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;box-sizing:border-box;background:var(--background);color:var(--foreground);font:1rem/1.6 'Noto Sans','Noto Sans Devanagari',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{width:100%;max-width:26rem;padding:2rem;box-sizing:border-box;background:var(--card);border:1px solid var(--border);border-radius:1rem}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.3;font-weight:600}
p{margin:0 0 1.5rem;color:var(--muted-foreground)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
form{margin:0}
button,a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 1.25rem;border-radius:.5rem;font:inherit;font-weight:500;text-decoration:none;box-sizing:border-box}
button{border:0;background:var(--primary);color:var(--primary-foreground);cursor:pointer}
a{border:1px solid var(--border);color:var(--foreground)}
button:focus-visible,a:focus-visible{outline:3px solid var(--ring);outline-offset:2px}
</style></head>
<body><main>
<h1>Sign out?</h1>
<p>A link from another site asked to sign you out of Seekers' Circle. Sign out only if you meant to.</p>
<div class="actions">
<form method="post" action="/api/logout"><button type="submit">Sign Out</button></form>
<a href="/">Stay signed in</a>
</div>
</main></body></html>`;
