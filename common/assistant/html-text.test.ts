import { describe, expect, it } from 'vitest';
import { htmlBlocks, htmlSentences, sentencesOf } from './html-text';

describe('html text', () => {
  it('keeps the text of each block, drops scripts, styles and comments, decodes entities', () => {
    const html =
      '<p>Welcome&nbsp;to <b>Stay</b> &amp; friends.</p><script>alert(1)</script><style>p{}</style><!-- note -->' +
      '<ul><li>Check-in from 15:00</li><li>Wi-Fi “Stay-Guest” &#8211; free &#x2714;</li></ul><img src="x.svg" alt="lobby">Bye';
    expect(htmlBlocks(html)).toEqual(['Welcome to Stay & friends.', 'Check-in from 15:00', 'Wi-Fi “Stay-Guest” – free ✔', 'Bye']);
    expect(htmlBlocks(undefined)).toEqual([]);
  });

  it('cuts blocks into sentences the way the language does', () => {
    expect(sentencesOf('Check-out is until 12:00. A late check-out costs €30!', 'en')).toEqual(['Check-out is until 12:00.', 'A late check-out costs €30!']);
    expect(sentencesOf('早餐七点开始。晚餐六点开始。', 'zh')).toEqual(['早餐七点开始。', '晚餐六点开始。']);
    expect(htmlSentences('<p>Один. Два.</p><p>Три</p>', 'ru')).toEqual(['Один.', 'Два.', 'Три']);
  });
});
