/**
 * Stored content rendered as HTML: the store holds only HTML sanitised when it was written
 * (@store/db/rich-text).
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-none break-words leading-8 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_h2]:mb-4 [&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:border-b [&_h2]:border-line [&_h2]:pb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mb-3 [&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-bold [&_li]:mb-1 [&_ol]:mb-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-5 [&_ul]:mb-5 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when it was written
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
