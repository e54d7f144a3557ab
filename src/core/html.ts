/**
 * Message bodies may be HTML written in the web console. The app shows them as plain text: tags
 * are dropped (scripts and styles with their content), block ends become line breaks, and the
 * common entities are decoded. Nothing of the input is ever interpreted as markup.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

function decodeEntities (text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase()
    if (lower in ENTITIES) return ENTITIES[lower]
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

/** Whether the text looks like HTML (has a tag). */
export const looksLikeHtml = (text: string): boolean => /<\/?[a-z][\s\S]*?>/i.test(text)

/** Plain text of an HTML fragment; text that is not HTML is returned unchanged (trimmed). */
export function htmlToText (input: string | null | undefined): string {
  const text = input ?? ''
  if (!looksLikeHtml(text)) return text.trim()
  return decodeEntities(
    text
      .replace(/<(script|style|iframe|object|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr|blockquote|section|article)\s*>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<[^>]*>/g, '')
  )
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
