import { plainText, plainTextBlock } from './plain-text';

describe('plainText', () => {
  it.each([
    ['Nice &amp; <b>big</b><script>steal()</script>', 'Nice & big'],
    ['<img src=x onerror=alert(1)>Garden', 'Garden'],
    ['A <style>p{}</style>house\n  with   space', 'A house with space'],
    ['3 beds < 1 mile from the station', '3 beds < 1 mile from the station'],
    ['&lt;b&gt; stays text once decoded', '<b> stays text once decoded'],
  ])('%s', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe('plainTextBlock', () => {
  it('keeps line breaks and paragraphs as newlines', () => {
    expect(plainTextBlock('<b>Title</b><br /><br />First line<br>second line<p>Para</p><p>Another</p>')).toBe(
      'Title\n\nFirst line\nsecond line\n\nPara\n\nAnother',
    );
    expect(plainTextBlock('Line one\r\r\n\r\r\n\r\nLine two')).toBe('Line one\n\nLine two');
  });
});
