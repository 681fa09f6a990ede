// The suite's release notes, newest first, as the parent service publishes them for its header's
// release-notes panel (SPEC §2 Shell, §8 load failure). Fixed ids let a reader remember what was read.
export type TReleaseNote = { id: string; title: string; publishedAt: string; url: string };

export function releaseNotes(suiteUrl: string): TReleaseNote[] {
  const note = (id: string, title: string, publishedAt: string): TReleaseNote => ({
    id,
    title,
    publishedAt,
    url: `${suiteUrl}/release_notes/${id}`,
  });
  return [
    note(
      "2026-11-20-app-launcher",
      "アプリランチャーでよく使うアプリをお気に入りに登録できるようになりました",
      "2026-11-20T01:00:00Z",
    ),
    note("2026-11-06-year-end", "年末調整の提出状況を部署ごとに確認できるようになりました", "2026-11-06T01:00:00Z"),
    note("2026-10-23-idp", "IdP機能で連携できるアプリが増えました", "2026-10-23T01:00:00Z"),
    note("2026-10-02-data", "データ連携機能で雇用形態を連携できるようになりました", "2026-10-02T01:00:00Z"),
  ];
}
