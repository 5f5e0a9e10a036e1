import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('escapes the five markup characters and nothing else', () => {
    expect(escapeMarkup(`<script>alert("x" & 'y')</script> £450k`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt; £450k',
    );
  });

  it('leaves plain text as it is', () => {
    expect(escapeMarkup('Ada Lovelace')).toBe('Ada Lovelace');
  });
});
