/**
 * Stored rich text, sanitised when it was written (@store/db/rich-text), with prose styles for
 * everything the policy keeps (issue 31: a heading read as a paragraph before).
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mb-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mb-2 [&_h4]:mt-4 [&_h4]:font-bold [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_hr]:my-6 [&_hr]:border-line [&_code]:rounded [&_code]:bg-canvas [&_code]:px-1 [&_table]:mb-4 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:bg-canvas [&_th]:px-2 [&_th]:py-1 [&_th]:text-left ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the store holds only HTML sanitised when it was written
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
