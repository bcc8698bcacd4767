import { createElement, Fragment, type ReactNode } from 'react';
import MarkdownToJsx from 'markdown-to-jsx/react';
import { NOTE_ELEMENTS, safeUrl } from './safeUrl';

const allowed = new Set<string>(NOTE_ELEMENTS);

type Props = Record<string, unknown> & { key?: string | number | null };

/**
 * Every element the note's Markdown makes: only {@link NOTE_ELEMENTS} render (any other shows its
 * content only), a link whose address {@link safeUrl} refuses is plain text, an allowed link
 * opens apart, and a task list's boxes cannot be ticked.
 */
function noteElement(tag: unknown, props: Props | null, ...children: ReactNode[]): ReactNode {
  const key = props?.key ?? null;
  if (typeof tag !== 'string' || !allowed.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'a') {
    const href = typeof props?.href === 'string' ? safeUrl(props.href) : '';
    return href
      ? createElement('a', { key, href, rel: 'noopener noreferrer nofollow', target: '_blank' }, ...children)
      : createElement('span', { key }, ...children);
  }
  // Headings' generated ids are left out: a note's heading is no anchor.
  const { id: _id, readOnly: _readOnly, ...rest } = props ?? {};
  return createElement(tag, tag === 'input' ? { ...rest, disabled: true } : rest, ...children);
}

/**
 * A note's Markdown with GFM (markdown-to-jsx, docs/decisions/036). Loaded lazily, only when a
 * note is shown. Raw HTML is not parsed (it shows as the text it is) and no front matter is read.
 */
export default function Markdown({ text }: { text: string }) {
  return (
    <MarkdownToJsx
      options={{
        createElement: noteElement as never,
        disableParsingRawHTML: true,
        disableFrontmatter: true,
        // The link rule is safeUrl's, in noteElement; images are not allowed elements.
        sanitizer: (value) => value,
        forceBlock: true,
        wrapper: Fragment,
      }}
    >
      {text}
    </MarkdownToJsx>
  );
}
