import type { Language } from '@va/core/language';

/** The shared frame of our e-mails: plain text and a simple, accessible HTML version. */
export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string[];
}

export function renderEmail(
  content: EmailContent,
  language: Language,
): { subject: string; text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action
      ? [`${content.action.label}${language === 'fr' ? '\u00a0:' : ':'} ${content.action.url}`, '']
      : []),
    ...content.closing,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:13px;color:#6d28d9;font-weight:600;margin:0 0 16px">Votre assistant</p>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p style="line-height:1.6">${escapeHtml(paragraph)}</p>`).join('\n')}
${
  content.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="background:#6d28d9;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : ''
}
<p style="line-height:1.6">${content.closing.map(escapeHtml).join('<br>')}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
