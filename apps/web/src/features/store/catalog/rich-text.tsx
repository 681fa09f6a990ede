/** Stored rich text, sanitised when it was written (@store/db/rich-text), with prose styles. */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mb-2 [&_h4]:mt-4 [&_h4]:font-bold [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the store holds only HTML sanitised when it was written
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
