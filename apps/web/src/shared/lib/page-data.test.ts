import { afterEach, describe, expect, it } from 'vitest';
import { takePageData } from './page-data.ts';

/** As the server escapes it (apps/api seo.head.ts scriptJsonText): <, >, &, U+2028/9 as \u escapes. */
const ESCAPED =
  '{"offer":{"id":7,"title":"\\u003c/script\\u003e\\u003cb\\u003e \\u0026 a\\u2028b","seller_stats":{"reviews_count":2}}}';

describe('takePageData', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the escaped page data back to the same texts, keys as the API client gives them, once', () => {
    document.head.innerHTML = `<script type="application/json" id="page-data">${ESCAPED}</script>`;
    expect(takePageData()).toEqual({
      offer: { id: 7, title: '</script><b> & a\u2028b', sellerStats: { reviewsCount: 2 } },
    });
    // Removed: a later page never takes the first page's data.
    expect(document.getElementById('page-data')).toBeNull();
    expect(takePageData()).toEqual({});
  });

  it('answers nothing for a page without data or with damaged data', () => {
    expect(takePageData()).toEqual({});
    document.head.innerHTML = '<script type="application/json" id="page-data">{"offer":</script>';
    expect(takePageData()).toEqual({});
    document.head.innerHTML = '<script type="application/json" id="page-data">null</script>';
    expect(takePageData()).toEqual({});
  });
});
