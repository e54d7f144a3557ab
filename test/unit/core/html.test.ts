/** src/core/html.ts: message bodies shown as plain text. */
import { htmlToText, looksLikeHtml } from '@/core/html'

it.each([
  ['plain text  ', 'plain text'],
  ['a < b and c > d', 'a < b and c > d'],
  ['<p>第一段</p><p>第二段</p>', '第一段\n第二段'],
  ['行1<br/>行2<br>行3', '行1\n行2\n行3'],
  ['<ul><li>一</li><li>二</li></ul>', '• 一\n• 二'],
  ['<b>粗</b>&amp;&lt;i&gt;&#39;&#x4e2d;&nbsp;x', "粗&<i>'中 x"],
  ['<script>alert(1)</script><style>p{}</style>正文<!-- note -->', '正文'],
  ['<img src=x onerror="alert(1)">图', '图'],
  ['<p>a</p>\n\n\n\n<p>b</p>', 'a\n\nb'],
  [null, '']
])('%p → %p', (input, expected) => {
  expect(htmlToText(input as string)).toBe(expected)
})

it('looksLikeHtml', () => {
  expect(looksLikeHtml('<div>x</div>')).toBe(true)
  expect(looksLikeHtml('1 < 2')).toBe(false)
})
