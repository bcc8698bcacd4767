import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { NOTE_ELEMENTS, safeUrl } from './safeUrl';

/**
 * A note's Markdown (react-markdown + GFM). Loaded lazily, only when a note is shown. Raw HTML is
 * skipped, only {@link NOTE_ELEMENTS} render, and a link whose address is not allowed is plain text.
 */
export default function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      skipHtml
      allowedElements={NOTE_ELEMENTS}
      unwrapDisallowed
      urlTransform={safeUrl}
      components={{
        a: ({ href, children }) =>
          href ? (
            <a href={href} rel="noopener noreferrer nofollow" target="_blank">
              {children}
            </a>
          ) : (
            <span>{children}</span>
          ),
      }}
    >
      {text}
    </ReactMarkdown>
  );
}
