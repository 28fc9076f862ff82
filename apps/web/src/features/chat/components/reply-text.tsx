import type { ReactNode } from 'react';
import { seeAlsoTitle } from '@va/core/chat/see-also';

/** http(s) addresses, up to the first space or closing bracket; a final period or comma stays text. */
const URL_PATTERN = /https?:\/\/[^\s<>()«»"]+[^\s<>()«»".,;:!?]/g;
const BULLET = /^\s*[-•*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
/** A block whose every line starts with a marker is a list of that kind. */
const LISTS = [
  [BULLET, 'ul', 'list-disc'],
  [NUMBERED, 'ol', 'list-decimal'],
] as const;

/** A line's text, its web addresses as links (never HTML: React writes text). */
function withLinks(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push(line.slice(last, start));
    parts.push(
      <a key={start} href={match[0]} target="_blank" rel="noopener noreferrer" className="underline">
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/**
 * A reply as the assistant writes it — plain text — shown with its paragraphs (blank lines), its
 * lists (lines starting with « - », « • » or « 1. ») and its web addresses as links. Nothing in it
 * is read as HTML. The guide's « Voir aussi » line names another question: with `onAsk`, its
 * title is a button that asks it.
 */
export function ReplyText({ text, onAsk }: { text: string; onAsk?: (question: string) => void }) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  return (
    <div className="space-y-2">
      {blocks.map((block, index) => {
        const lines = block.split('\n').filter((line) => line.trim() !== '');
        for (const [marker, List, style] of LISTS) {
          if (lines.length > 0 && lines.every((line) => marker.test(line))) {
            return (
              <List key={index} className={`${style} space-y-1 pl-5`}>
                {lines.map((line, item) => (
                  <li key={item}>{withLinks(line.replace(marker, ''))}</li>
                ))}
              </List>
            );
          }
        }
        const title = onAsk ? seeAlsoTitle(block) : null;
        if (title && onAsk) {
          const line = block.trim();
          const at = line.indexOf(title);
          return (
            <p key={index}>
              {line.slice(0, at)}
              <button
                type="button"
                className="font-medium text-primary underline underline-offset-2"
                onClick={() => onAsk(title)}
              >
                {title}
              </button>
              {line.slice(at + title.length)}
            </p>
          );
        }
        return (
          <p key={index} className="whitespace-pre-wrap">
            {withLinks(block.trim())}
          </p>
        );
      })}
    </div>
  );
}
