import { describe, expect, it } from 'vitest';
import { markdownPage } from './markdown-page';

describe('Markdown and text as a page', () => {
  it('reads CommonMark with tables: headings, lists, a table and code in a monospace font', () => {
    const page = markdownPage('notes.md', '# Title\n\n- one\n- two\n\n| Name | Count |\n| --- | ---: |\n| Ada | 3 |\n\n```\nlet x = 1 < 2;\n```\n');
    expect(page).toContain('<h1>Title</h1>');
    expect(page).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(page).toMatch(/<table>[\s\S]*<th>Name<\/th>[\s\S]*<td align="right">3<\/td>/);
    expect(page).toContain('<pre><code>let x = 1 &lt; 2;');
    expect(page).toContain('font-family: "Liberation Mono", monospace');
    expect(page).toContain('<title>notes.md</title>');
  });

  it('keeps plain text as paragraphs and line breaks, its < and & as text, never read as Markdown', () => {
    const page = markdownPage('readme.txt', '# not a heading\nsecond line & more\n\n<b>plain</b>\r\n');
    expect(page).toContain('<p># not a heading<br>second line &amp; more</p>');
    expect(page).toContain('<p>&lt;b&gt;plain&lt;/b&gt;</p>');
  });
});
