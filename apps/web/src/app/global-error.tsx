"use client";

// The last resort when the root layout itself fails: no providers exist here, so the text is
// the Japanese source (SPEC §2 generic error) with its English translation.
export default function GlobalError() {
  return (
    <html lang="ja">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "80px 16px" }}>
        <main>
          <h1>予期しないエラーが発生しました</h1>
          <p>申し訳ありませんが、しばらく時間をおいてから再度お試しください。</p>
          <p lang="en">An unexpected error occurred. Please wait a moment and try again.</p>
          <a href="/">トップページへ戻る</a>
        </main>
      </body>
    </html>
  );
}
