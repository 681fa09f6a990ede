// Server-rendered pages of the stand-in (Japanese, like the real suite): sign-in, consent, the
// suite's home and login pages, and the pages oidc-provider lets us restyle (logout, errors).
import type { TSuiteDirectory, TSuiteTenant, TSuiteUser } from "./fixture.js";
import { DEMO_PASSWORD } from "./fixture.js";
import type { TScope } from "./scopes.js";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML content and attribute values. */
export function h(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const STYLE = `
:root{color-scheme:light;--ink:#1f2933;--muted:#52606d;--line:#d9e2ec;--bg:#f5f7fa;--card:#fff;--brand:#0b6e4f;--brand-dark:#08513a;--danger:#b42318;--warn:#8a5a00;--focus:#1d4ed8}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP","Yu Gothic UI",Meiryo,sans-serif;color:var(--ink);background:var(--bg);line-height:1.7}
.site-header{background:var(--brand);color:#fff;padding:.75rem 1.25rem}
.site-header a{color:#fff;text-decoration:none;font-weight:700;font-size:1.1rem}
main{max-width:46rem;margin:2rem auto;padding:0 1rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.5rem;margin-bottom:1.25rem;box-shadow:0 1px 2px rgba(16,24,40,.06)}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.15rem;margin:0 0 .75rem}
p{margin:.25rem 0 .75rem}
.muted{color:var(--muted);font-size:.925rem}
fieldset{border:1px solid var(--line);border-radius:10px;padding:.75rem 1rem 1rem;margin:0 0 1rem}
legend{font-weight:700;padding:0 .4rem}
ul.plain{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.user-button{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;width:100%;min-height:44px;text-align:left;padding:.6rem .9rem;border:1px solid var(--line);border-radius:8px;background:#fff;color:var(--ink);font:inherit;cursor:pointer}
.user-button:hover{border-color:var(--brand);background:#f0faf6}
.user-name{font-weight:700}
.email{color:var(--muted);font-size:.875rem}
.badge{display:inline-block;font-size:.75rem;font-weight:700;line-height:1.4;padding:.1rem .5rem;border-radius:999px;border:1px solid currentColor}
.badge-admin{color:var(--brand-dark)}
.badge-user{color:var(--muted)}
.badge-warn{color:var(--warn)}
.badge-danger{color:var(--danger)}
.subdomain{font-weight:400;color:var(--muted);font-size:.875rem}
label{display:block;font-weight:700;margin:.75rem 0 .25rem}
input{width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid #9aa5b1;border-radius:8px;font:inherit}
.button{display:inline-block;min-height:44px;padding:.6rem 1.25rem;border-radius:8px;border:1px solid var(--brand);background:var(--brand);color:#fff;font:inherit;font-weight:700;cursor:pointer;text-decoration:none}
.button:hover{background:var(--brand-dark)}
.button-secondary{background:#fff;color:var(--brand-dark)}
.button-secondary:hover{background:#f0faf6}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
.actions form{margin:0}
.alert{border:1px solid var(--danger);background:#fef3f2;color:var(--danger);border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem}
.notice{border:1px solid var(--warn);background:#fffaeb;color:var(--warn);border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem}
a{color:var(--brand-dark)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
table{border-collapse:collapse;width:100%;font-size:.925rem}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:700}
dd{margin:0;word-break:break-word}
code{background:#eef2f6;border-radius:4px;padding:0 .3rem}
.scopes li{border:1px solid var(--line);border-radius:8px;padding:.5rem .75rem}
.scope-label{font-weight:700}
`;

export type TPageContext = { suiteName: string };

export function layout(ctx: TPageContext, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${h(title)} | ${h(ctx.suiteName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="site-header"><a href="/">${h(ctx.suiteName)}</a></header>
<main id="main">
${body}
</main>
</body>
</html>`;
}

const SCENARIO_LABELS: Record<string, { label: string; tone: "warn" | "danger" }> = {
  payment_failed: { label: "支払いエラー", tone: "warn" },
  ip_restricted: { label: "IP アドレス制限", tone: "warn" },
  inactive_subdomain: { label: "無効なサブドメイン", tone: "danger" },
  access_revoked: { label: "アクセス許可の取り消し", tone: "danger" },
};

function scenarioBadge(tenant: TSuiteTenant): string {
  const scenario = tenant.scenario ? SCENARIO_LABELS[tenant.scenario] : undefined;
  if (scenario) return ` <span class="badge badge-${scenario.tone}">${h(scenario.label)}</span>`;
  return tenant.active ? "" : ' <span class="badge badge-danger">無効</span>';
}

function roleBadge(admin: boolean): string {
  return admin ? '<span class="badge badge-admin">管理者</span>' : '<span class="badge badge-user">一般ユーザー</span>';
}

export type TSignInPage = TPageContext & {
  uid: string;
  clientName: string;
  directory: TSuiteDirectory;
  error?: string;
  email?: string;
};

/** The login prompt: one button per demo user and tenant, and an e-mail + password form. */
export function signInPage(page: TSignInPage): string {
  const action = `/interaction/${encodeURIComponent(page.uid)}/login`;
  const tenants = page.directory.tenants
    .map((tenant) => {
      const members = page.directory.membersOf(tenant.id);
      if (members.length === 0) return "";
      const buttons = members
        .map(
          ({
            user,
            admin,
          }) => `<li><button class="user-button" type="submit" name="pick" value="${h(`${user.id}:${tenant.id}`)}" aria-label="${h(`${user.name}（${tenant.name}・${admin ? "管理者" : "一般ユーザー"}）としてログイン`)}">
<span class="user-name">${h(user.name)}</span> ${roleBadge(admin)} <span class="email">${h(user.email)}</span>
</button></li>`,
        )
        .join("\n");
      return `<fieldset>
<legend>${h(tenant.name)} <span class="subdomain">${h(tenant.subdomain)}</span>${scenarioBadge(tenant)}</legend>
<ul class="plain">
${buttons}
</ul>
</fieldset>`;
    })
    .join("\n");
  const error = page.error ? `<div class="alert" role="alert">${h(page.error)}</div>` : "";
  return layout(
    page,
    "ログイン",
    `<div class="card">
<h1>${h(page.suiteName)} にログイン</h1>
<p>「${h(page.clientName)}」に ${h(page.suiteName)} のアカウントでログインします。</p>
${error}
</div>
<section class="card" aria-labelledby="pick-heading">
<h2 id="pick-heading">デモユーザーを選んでログイン</h2>
<p class="muted">会社（テナント）ごとに、所属するユーザーと権限を表示しています。選んだ会社がログイン後の現在のテナントになります。</p>
<form method="post" action="${h(action)}">
${tenants}
</form>
</section>
<section class="card" aria-labelledby="password-heading">
<h2 id="password-heading">メールアドレスとパスワードでログイン</h2>
<form method="post" action="${h(action)}">
<label for="email">メールアドレス</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${h(page.email ?? "")}">
<label for="password">パスワード</label>
<input id="password" name="password" type="password" autocomplete="current-password" required aria-describedby="password-hint">
<p id="password-hint" class="muted">デモユーザーのパスワードはすべて <code>${h(DEMO_PASSWORD)}</code> です。</p>
<div class="actions"><button class="button" type="submit">ログイン</button></div>
</form>
</section>
<form method="post" action="/interaction/${h(encodeURIComponent(page.uid))}/abort">
<button class="button button-secondary" type="submit">ログインをやめる</button>
</form>`,
  );
}

const SCOPE_LABELS: Record<string, string> = {
  openid: "あなたを識別する ID",
  profile: "氏名",
  email: "メールアドレス",
  offline_access: "ログアウト中も連携を続けるための更新トークン",
};

export type TConsentPage = TPageContext & {
  uid: string;
  clientName: string;
  user: TSuiteUser;
  scopes: string[];
};

export function consentPage(page: TConsentPage): string {
  const uid = h(encodeURIComponent(page.uid));
  const scopes = page.scopes.map((scope) => `<li>${h(SCOPE_LABELS[scope] ?? scope)}</li>`).join("\n");
  return layout(
    page,
    "アクセスの許可",
    `<div class="card">
<h1>アクセスの許可</h1>
<p>「${h(page.clientName)}」が、あなたの ${h(page.suiteName)} アカウントの次の情報へのアクセスを求めています。</p>
<p class="muted">ログイン中のユーザー: ${h(page.user.name)}（${h(page.user.email)}）</p>
<ul>
${scopes || "<li>以前に許可した内容の確認</li>"}
</ul>
<div class="actions">
<form method="post" action="/interaction/${uid}/confirm"><button class="button" type="submit">許可する</button></form>
<form method="post" action="/interaction/${uid}/abort"><button class="button button-secondary" type="submit">キャンセル</button></form>
</div>
</div>`,
  );
}

export type TAppConsentPage = TPageContext & {
  uid: string;
  clientName: string;
  user: TSuiteUser;
  tenant: TSuiteTenant;
  scopes: readonly TScope[];
};

function scopeGroup(id: string, title: string, scopes: readonly TScope[]): string {
  if (scopes.length === 0) return "";
  const items = scopes
    .map(
      (scope) =>
        `<li><span class="scope-label">${h(scope.label.ja)}</span> <code>${h(scope.name)}</code><br><span class="muted">${h(scope.description.ja)}</span></li>`,
    )
    .join("\n");
  return `<section aria-labelledby="${id}">
<h2 id="${id}">${h(title)}</h2>
<ul class="plain scopes">
${items}
</ul>
</section>`;
}

/** Consent to a registered app's client: which company's data, and what the app may read and change. */
export function appConsentPage(page: TAppConsentPage): string {
  const uid = h(encodeURIComponent(page.uid));
  const read = page.scopes.filter((scope) => scope.access === "read");
  const write = page.scopes.filter((scope) => scope.access === "write");
  return layout(
    page,
    "アプリ連携の許可",
    `<div class="card">
<h1>アプリ連携の許可</h1>
<p>「${h(page.clientName)}」が、${h(page.tenant.name)}（<span class="subdomain">${h(page.tenant.subdomain)}</span>）の ${h(page.suiteName)} のデータへのアクセスを求めています。</p>
<p class="muted">許可する管理者: ${h(page.user.name)}（${h(page.user.email)}）。許可すると、この会社の連携として記録されます。</p>
${scopeGroup("read-heading", "参照できる情報", read)}
${scopeGroup("write-heading", "変更できる情報", write)}
<div class="actions">
<form method="post" action="/interaction/${uid}/confirm"><button class="button" type="submit">許可する</button></form>
<form method="post" action="/interaction/${uid}/abort"><button class="button button-secondary" type="submit">キャンセル</button></form>
</div>
</div>`,
  );
}

export type THomePage = TPageContext & {
  directory: TSuiteDirectory;
  storeUrl: string;
  tenant?: TSuiteTenant;
};

const LOGOUT_PATH = "/oauth/logout";

/** `/` lists the tenants; `/?tenant=<subdomain>` is that company's home (the store's logout dialog links there). */
export function homePage(page: THomePage): string {
  const links = `<div class="actions">
<a class="button" href="${h(page.storeUrl)}">アプリストアを開く</a>
<a class="button button-secondary" href="/login">ログイン</a>
<a class="button button-secondary" href="${LOGOUT_PATH}">ログアウト</a>
</div>`;
  if (page.tenant) {
    const tenant = page.tenant;
    const status = tenant.active
      ? ""
      : `<div class="notice" role="status">サブドメイン ${h(tenant.subdomain)} は現在無効です。</div>`;
    return layout(
      page,
      `${tenant.name} のホーム`,
      `<div class="card">
<h1>${h(tenant.name)} のホーム</h1>
<p class="muted">サブドメイン: ${h(tenant.subdomain)}${scenarioBadge(tenant)}</p>
${status}
<p>${h(page.suiteName)} へようこそ。アプリストアからのログアウトは、このページのログアウトから行います。</p>
${links}
</div>`,
    );
  }
  const rows = page.directory.tenants
    .map(
      (tenant) =>
        `<li><a href="/?tenant=${h(encodeURIComponent(tenant.subdomain))}">${h(tenant.name)}</a> <span class="subdomain">${h(tenant.subdomain)}</span>${scenarioBadge(tenant)}</li>`,
    )
    .join("\n");
  return layout(
    page,
    "ホーム",
    `<div class="card">
<h1>${h(page.suiteName)}</h1>
<p>人事労務ソフトウェア ${h(page.suiteName)} の開発用スタンドインです。</p>
${links}
</div>
<section class="card" aria-labelledby="tenants-heading">
<h2 id="tenants-heading">会社（テナント）</h2>
<ul>
${rows}
</ul>
</section>`,
  );
}

export type TLoginPage = TPageContext & { directory: TSuiteDirectory; storeUrl: string };

/** The suite's own login page: where to sign in again after logging out, and who the demo users are. */
export function loginPage(page: TLoginPage): string {
  const rows = page.directory.users
    .map((user) => {
      const tenants = user.memberships
        .map((m) => {
          const tenant = page.directory.findTenant(m.tenantId);
          return `${h(tenant?.name ?? m.tenantId)} ${roleBadge(m.admin)}`;
        })
        .join("<br>");
      return `<tr><td>${h(user.name)}</td><td>${h(user.email)}</td><td>${tenants}</td></tr>`;
    })
    .join("\n");
  return layout(
    page,
    "ログイン",
    `<div class="card">
<h1>${h(page.suiteName)} へのログイン</h1>
<p>アプリストアの「ログイン」から始めると、${h(page.suiteName)} のログイン画面が表示されます。</p>
<p>別のアカウントでログインし直すときは、先に ${h(page.suiteName)} からログアウトしてください。</p>
<div class="actions">
<a class="button" href="${h(page.storeUrl)}">アプリストアでログインする</a>
<a class="button button-secondary" href="${LOGOUT_PATH}">${h(page.suiteName)} からログアウト</a>
</div>
</div>
<section class="card" aria-labelledby="demo-heading">
<h2 id="demo-heading">デモユーザー</h2>
<p class="muted">パスワードはすべて <code>${h(DEMO_PASSWORD)}</code> です。</p>
<table>
<thead><tr><th scope="col">氏名</th><th scope="col">メールアドレス</th><th scope="col">会社と権限</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`,
  );
}

export function messagePage(
  ctx: TPageContext,
  title: string,
  message: string,
  link = { href: "/", label: "ホームへ" },
) {
  return layout(
    ctx,
    title,
    `<div class="card">
<h1>${h(title)}</h1>
<p>${h(message)}</p>
<div class="actions"><a class="button button-secondary" href="${h(link.href)}">${h(link.label)}</a></div>
</div>`,
  );
}

/** oidc-provider's logout confirmation; `form` is its hidden form carrying the xsrf token. */
export function logoutPage(ctx: TPageContext, form: string): string {
  return layout(
    ctx,
    "ログアウト",
    `<div class="card">
<h1>${h(ctx.suiteName)} からログアウトしますか？</h1>
${form}
<div class="actions">
<button class="button" autofocus type="submit" form="op.logoutForm" name="logout" value="yes">ログアウトする</button>
<button class="button button-secondary" type="submit" form="op.logoutForm">ログインしたままにする</button>
</div>
</div>`,
  );
}

export function logoutSuccessPage(ctx: TPageContext): string {
  return messagePage(ctx, "ログアウトしました", `${ctx.suiteName} からログアウトしました。`, {
    href: "/login",
    label: "ログインページへ",
  });
}

/** oidc-provider's error page (bad client, redirect URI, expired interaction…). */
export function oauthErrorPage(ctx: TPageContext, out: object): string {
  const rows = Object.entries(out)
    .map(([key, value]) => `<dt>${h(key)}</dt><dd>${h(String(value))}</dd>`)
    .join("\n");
  return layout(
    ctx,
    "エラー",
    `<div class="card">
<h1>リクエストを処理できませんでした</h1>
<p>もう一度アプリストアから操作をやり直してください。</p>
<dl>
${rows}
</dl>
</div>`,
  );
}
